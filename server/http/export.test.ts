import { randomBytes } from 'node:crypto';
import http from 'node:http';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Type } from '@sinclair/typebox';
import ExcelJS from 'exceljs';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExportPath } from '../../src/contract/api-paths';
import { Errcode } from '../../src/contract/errcodes';
import type { DialectName } from '../db/connect';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';
import { businessError } from './envelope';
import { installErrorHandler } from './errors';
import { keysetBatches, registerExport } from './export';
import { loggerOptions, traceIdOf } from './logging';
import { createRouter, Strict } from './route';

/** These tests export from made-up routes; a module may only declare API's paths. */
const made = (path: string) => path as ExportPath;

interface Sample {
  name: string;
  note: string | null;
  delta: number;
}

const SAMPLES: Sample[] = [
  { name: '乐橙嘉定中心仓', note: 'plain', delta: 12 },
  { name: 'a,b', note: 'say "hi"', delta: -5 },
  { name: 'two\nlines', note: null, delta: 0 },
  { name: '=HYPERLINK("http://x")', note: '+86 138', delta: 3 },
  { name: '-2+3', note: '@SUM(A1)', delta: 1 },
];

// Garbage collection on demand, so heap readings count live objects only.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

/**
 * A row source that counts what it produced, to see whether the producer waits for the reader, and
 * reads the live heap when it reaches each of `heapAt` rows.
 */
function counted(total: number, heapAt: readonly number[] = []) {
  const state = { produced: 0, closed: false, heap: [] as number[] };
  async function* rows() {
    try {
      for (let n = 1; n <= total; n += 1) {
        state.produced = n;
        if (heapAt.includes(n)) state.heap.push(liveHeap());
        // Random hex compresses poorly, so the zipped XLSX cannot hide a backlog inside kernel buffers.
        yield { n, text: randomBytes(100).toString('hex') };
      }
    } finally {
      state.closed = true;
    }
  }
  return { state, rows };
}

/** GET with a real socket; the body is read only once `startReading` resolves. */
function download(
  url: string,
  startReading: Promise<unknown> = Promise.resolve(),
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // A new connection each time: a kept-alive one has grown its receive buffer on earlier downloads.
    http
      .get(url, { agent: false }, (response) => {
        response.pause();
        const chunks: Buffer[] = [];
        void startReading.then(() => {
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.resume();
        });
      })
      .on('error', reject);
  });
}

/** Resolves once `read()` has not changed for `quietMs`. */
async function settled(read: () => number, quietMs = 300): Promise<number> {
  for (let last = -1; ;) {
    const now = read();
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

const csvRows = (body: Buffer) => body.toString('utf8').split('\r\n').filter(Boolean);

async function readWorkbook(body: Buffer): Promise<(string | number | null)[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: (string | number | null)[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as (string | number | null)[]).slice(1));
  });
  return rows;
}

/**
 * A server of `dialect` for sessions and an app with three made-up export routes; registers its own
 * beforeAll/afterAll in the calling describe. `source` is what /manyExport streams next.
 */
function exportApp(dialect: DialectName) {
  const harness = {
    server: undefined as unknown as TestServer,
    app: undefined as unknown as FastifyInstance,
    baseUrl: '',
    token: '',
    logs: [] as string[],
    source: counted(0),
  };

  beforeAll(async () => {
    harness.server = await startTestServer({ dialect });
    const app = Fastify({
      logger: loggerOptions('info', { write: (line) => void harness.logs.push(line) }),
      genReqId: traceIdOf,
      logController: new LogController({ requestIdLogLabel: 'traceId' }),
    });
    installErrorHandler(app);
    const api = createRouter(app, harness.server.app.deps, 'test', []);
    registerExport(api, made('/samplesExport'), {
      summary: 'samples',
      permission: 'yelopack-address-manage-export',
      query: Strict({ keyword: Type.Optional(Type.String({ maxLength: 10 })) }),
      fileName: (query) => `仓库列表${query.keyword ?? ''}`,
      columns: [
        { header: () => '仓库名称', value: (row: Sample) => row.name },
        { header: () => '备注', value: (row: Sample) => row.note },
        { header: () => '数量', value: (row: Sample) => row.delta },
      ],
      rows: async function* ({ query }) {
        yield* SAMPLES.filter((row) => !query.keyword || row.name.includes(query.keyword));
      },
    });
    registerExport(api, made('/manyExport'), {
      summary: 'many rows',
      permission: 'yelopack-address-manage-export',
      query: Strict({}),
      fileName: () => 'many',
      columns: [
        { header: () => '序号', value: (row: { n: number; text: string }) => row.n },
        { header: () => '内容', value: (row: { n: number; text: string }) => row.text },
      ],
      rows: () => harness.source.rows(),
    });
    registerExport(api, made('/refusedExport'), {
      summary: 'refused',
      permission: 'yelopack-address-manage-export',
      query: Strict({}),
      fileName: () => 'refused',
      columns: [],
      // eslint-disable-next-line require-yield
      rows: async function* () {
        throw businessError('仓库不存在');
      },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    harness.baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    harness.token = await harness.server.login('demo_pallet');
    harness.app = app;
  });
  afterAll(async () => {
    await harness.app.close();
    await harness.server.close();
  });
  return harness;
}

describe.each(TEST_DIALECTS)('exports on %s', (dialect) => {
  const t = exportApp(dialect);

  it('writes CSV with a BOM, RFC 4180 quoting and formula cells neutralised', async () => {
    const { status, headers, body } = await download(
      `${t.baseUrl}/samplesExport?format=csv&token=${t.token}`,
    );
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename\\*=UTF-8''${encodeURIComponent('仓库列表_')}\\d{8}\\.csv$`),
    );
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8').slice(1);
    expect(text).toBe(
      [
        '仓库名称,备注,数量',
        '乐橙嘉定中心仓,plain,12',
        '"a,b","say ""hi""",-5',
        '"two\nlines",,0',
        `"'=HYPERLINK(""http://x"")",'+86 138,3`,
        `'-2+3,'@SUM(A1),1`,
        '',
      ].join('\r\n'),
    );
  });

  it('writes XLSX by default that exceljs reads back with every row, numbers as numbers', async () => {
    const { headers, body } = await download(
      `${t.baseUrl}/samplesExport?keyword=${encodeURIComponent('仓')}&token=${t.token}`,
    );
    expect(headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers['content-disposition']).toContain(`${encodeURIComponent('仓库列表仓_')}`);
    expect(await readWorkbook(body)).toEqual([
      ['仓库名称', '备注', '数量'],
      ['乐橙嘉定中心仓', 'plain', 12],
    ]);
    const all = await readWorkbook(
      (await download(`${t.baseUrl}/samplesExport?format=xlsx&token=${t.token}`)).body,
    );
    expect(all.slice(1).map((row) => row[0])).toEqual(SAMPLES.map((row) => row.name));
    expect(all[2]?.[2]).toBe(-5);
  });

  it('answers envelopes when refused: no session, no export code, bad format, a refused t.source', async () => {
    const json = async (url: string) => JSON.parse((await download(url)).body.toString('utf8'));
    expect((await json(`${t.baseUrl}/samplesExport`)).errcode).toBe(Errcode.NOT_LOGGED_IN);
    const clerk = await t.server.login('demo_clerk');
    expect((await json(`${t.baseUrl}/samplesExport?token=${clerk}`)).errcode).toBe(Errcode.NO_PERMISSION);
    const badFormat = await json(`${t.baseUrl}/samplesExport?format=pdf&token=${t.token}`);
    expect(badFormat.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(badFormat.data.fields.map((field: { field: string }) => field.field)).toEqual(['format']);
    expect(await json(`${t.baseUrl}/refusedExport?token=${t.token}`)).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '仓库不存在',
    });
  });

  it('answers ?check=1 with the envelope the download would start with, and sends no file', async () => {
    const check = async (url: string) => {
      const answer = await download(url);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      return JSON.parse(answer.body.toString('utf8'));
    };
    t.source = counted(10_000);
    expect(await check(`${t.baseUrl}/manyExport?check=1&token=${t.token}`)).toMatchObject({
      errcode: Errcode.SUCCESS,
      data: null,
    });
    expect(t.source.state).toMatchObject({ produced: 1, closed: true });

    expect((await check(`${t.baseUrl}/samplesExport?check=1`)).errcode).toBe(Errcode.NOT_LOGGED_IN);
    const clerk = await t.server.login('demo_clerk');
    expect((await check(`${t.baseUrl}/samplesExport?check=1&token=${clerk}`)).errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    const badFilter = await check(
      `${t.baseUrl}/samplesExport?check=1&keyword=${'x'.repeat(11)}&token=${t.token}`,
    );
    expect(badFilter.data.fields.map((field: { field: string }) => field.field)).toEqual(['keyword']);
    expect(await check(`${t.baseUrl}/refusedExport?check=1&token=${t.token}`)).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '仓库不存在',
    });
  });

  it('accepts the t.token header as well as ?token=, and never t.logs the t.token', async () => {
    const viaHeader = await fetch(`${t.baseUrl}/samplesExport?format=csv`, { headers: { token: t.token } });
    expect(viaHeader.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    await viaHeader.arrayBuffer();
    expect(t.logs.some((line) => line.includes('/samplesExport?format=csv&token=[redacted]'))).toBe(true);
    expect(t.logs.join('\n')).not.toContain(t.token);
  });
});

// The stream never touches the database (the rows come from a counting source), so these heavy tests run
// once, on the first dialect, instead of once per database.
describe('streaming exports', () => {
  const t = exportApp(TEST_DIALECTS[0]!);

  it.each(['csv', 'xlsx'])('streams 50,000 rows as %s without holding them in memory', async (format) => {
    t.source = counted(50_000, [10_000, 45_000]);
    const { body } = await download(`${t.baseUrl}/manyExport?format=${format}&token=${t.token}`);
    const rows = format === 'csv' ? csvRows(body) : await readWorkbook(body);
    expect(rows).toHaveLength(50_001);
    expect(t.source.state).toMatchObject({ produced: 50_000, closed: true });
    // The 35,000 rows between the readings are ~7.5 MB of text: kept rows would show up here.
    const [atTenThousand, atFortyFiveThousand] = t.source.state.heap as [number, number];
    expect(atFortyFiveThousand - atTenThousand).toBeLessThan(3 * 1024 * 1024);
  });

  // XLSX rows cost more to write and read back, so fewer of them; both are many times the socket buffers.
  it.each([
    ['csv', 200_000],
    ['xlsx', 100_000],
  ])('waits for a slow reader before producing more %s rows', async (format, total) => {
    t.source = counted(total);
    let startReading = () => {};
    const finished = download(
      `${t.baseUrl}/manyExport?format=${format}&token=${t.token}`,
      new Promise<void>((resolve) => (startReading = resolve)),
    );
    // While nobody reads, the producer fills the socket and stream buffers, then stands still.
    expect(await settled(() => t.source.state.produced)).toBeLessThan(total / 2);
    startReading();
    const { body } = await finished;
    expect(t.source.state.produced).toBe(total);
    expect(format === 'csv' ? csvRows(body).length : (await readWorkbook(body)).length).toBe(total + 1);
  });

  it.each(['csv', 'xlsx'])('stops reading rows when the client leaves a %s download', async (format) => {
    t.source = counted(200_000);
    await new Promise<void>((resolve) => {
      const request = http.get(
        `${t.baseUrl}/manyExport?format=${format}&token=${t.token}`,
        { agent: false },
        (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', () => undefined);
    });
    await vi.waitFor(() => expect(t.source.state.closed).toBe(true), { timeout: 5_000 });
    expect(t.source.state.produced).toBeLessThan(200_000);
  });
});

describe('keysetBatches', () => {
  const table = Array.from({ length: 5 }, (_, index) => ({ id: `k${index + 1}` }));
  const pagesOf = (rows: { id: string }[]) => {
    const calls: (string | null)[] = [];
    const fetchPage = async (after: string | null, limit: number) => {
      calls.push(after);
      return rows.filter((row) => after === null || row.id > after).slice(0, limit);
    };
    return { calls, fetchPage };
  };

  it('reads every row once, page after page, continuing after the last key', async () => {
    const { calls, fetchPage } = pagesOf(table);
    const seen: string[] = [];
    for await (const row of keysetBatches(fetchPage, (row) => row.id, 2)) seen.push(row.id);
    expect(seen).toEqual(['k1', 'k2', 'k3', 'k4', 'k5']);
    expect(calls).toEqual([null, 'k2', 'k4']);
  });

  it('stops after a page that is exactly full and then empty, and on an empty table', async () => {
    const full = pagesOf(table.slice(0, 4));
    const seen: string[] = [];
    for await (const row of keysetBatches(full.fetchPage, (row) => row.id, 2)) seen.push(row.id);
    expect(seen).toEqual(['k1', 'k2', 'k3', 'k4']);
    expect(full.calls).toEqual([null, 'k2', 'k4']);
    const empty = pagesOf([]);
    for await (const row of keysetBatches(empty.fetchPage, (row) => row.id)) seen.push(row.id);
    expect(empty.calls).toEqual([null]);
  });
});
