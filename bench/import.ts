/**
 * Bulk import (issue 17 item 1): a 10,000-row sale-outbound file of the demo company uploaded through
 * HTTP to a freshly started server (bundled, as `npm start` runs it), previewed, confirmed and polled to
 * the end as the progress bar does; then the baseline: the same 10,000 waybills created one by one
 * through the single-create API (createCustomerOutboundOrder), in the same sitting. Prints seconds and
 * the server's peak RSS (VmHWM) for each.
 *
 * Waybills, because 10,000 of one pallet each fit the demo stock (stock falls at departure); transfers
 * take their pallets at once and the demo company holds about 3,000.
 *
 *   node --import tsx bench/import.ts --db sqlite --dir .tmp/bench-import-sqlite
 *   node --import tsx bench/import.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_import_bench
 *   options: --rows <n> (default 10000), --baseline 0 (skip the one-by-one creates)
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { API } from '../src/contract/api-paths';
import type { Envelope } from '../src/contract/envelope';
import type { ImportBatch, ImportPreview } from '../src/contract/imports';
import { referenceDb } from '../server/modules/stock';
import { login } from '../tests/e2e/support/api-login';
import { startServer, type ServerProcess } from './server-process';
import { connectTarget, onPostgres, parseTarget, type BenchTarget } from './target';

const HEADER = [
  '出库仓库',
  '下游客户',
  '客户收货仓库',
  '托盘类型',
  '数量',
  '车牌号',
  '司机姓名',
  '司机电话',
  '备注',
];
const ROW = [
  '乐橙嘉定中心仓',
  '成都蜀味餐饮供应链有限公司',
  '蜀味双流配送中心',
  '1210',
  '1',
  '沪A12345',
  '王师傅',
];

const waybillFile = (rows: number): Buffer =>
  Buffer.from(
    `\uFEFF${[HEADER, ...Array.from({ length: rows }, (_, i) => [...ROW, '13800000000', `bench-${i}`])]
      .map((cells) => cells.join(','))
      .join('\r\n')}\r\n`,
  );

/** A new, empty database: the server migrates and seeds the demo data at start. */
async function freshTarget(target: BenchTarget): Promise<void> {
  rmSync(target.dataDir, { recursive: true, force: true });
  if (target.dialect === 'postgres')
    await onPostgres(target.url, async (client) => {
      await client.query(`drop schema if exists ${target.schema} cascade`);
      await client.query(`create schema ${target.schema}`);
    });
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function post<T>(server: ServerProcess, path: string, body: object, token: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.errcode !== 0) throw new Error(`${path}: ${envelope.errcode} ${envelope.errmsg}`);
  return envelope.data;
}

async function bulkImport(server: ServerProcess, token: string, rows: number) {
  const idleRssMb = Math.round(server.memory().rssMb);
  const file = waybillFile(rows);
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'bench.csv');
  const answer = (await (
    await fetch(`${server.url}${API.bulkImport.preview}?kind=waybill`, {
      method: 'POST',
      body: form,
      headers: { token },
    })
  ).json()) as Envelope<ImportPreview>;
  if (answer.errcode !== 0) throw new Error(`preview: ${answer.errmsg}`);
  const previewSeconds = seconds(started);
  const { batchId } = answer.data.batch;
  await post<ImportBatch>(server, API.bulkImport.confirm, { batchId }, token);
  let batch: ImportBatch;
  do {
    await new Promise((resolve) => setTimeout(resolve, 250));
    batch = await post<ImportBatch>(server, API.bulkImport.status, { batchId }, token);
  } while (batch.status !== 'done' && batch.status !== 'failed');
  return {
    step: 'bulk import',
    rows,
    megabytes: Math.round((file.length / 1024 / 1024) * 10) / 10,
    previewSeconds,
    totalSeconds: seconds(started),
    status: batch.status,
    succeeded: batch.succeeded,
    failed: batch.failed,
    idleRssMb,
    peakRssMb: Math.round(server.memory().peakMb),
  };
}

/** The ids a single create names: read from the bench database (the form gets them from its pickers). */
async function waybillIds(target: BenchTarget) {
  const { db } = connectTarget(target);
  try {
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', ROW[1]!)
      .executeTakeFirstOrThrow();
    const warehouse = async (name: string) =>
      (
        await referenceDb(db)
          .selectFrom('warehouses')
          .select('id')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id;
    return {
      fromWarehouseId: await warehouse(ROW[0]!),
      toCompanyId: company.id,
      toWarehouseId: await warehouse(ROW[2]!),
    };
  } finally {
    await db.destroy();
  }
}

/** The same waybills one request each, as a clerk's script against the single-create API would send them. */
async function oneByOne(server: ServerProcess, target: BenchTarget, token: string, rows: number) {
  const ids = await waybillIds(target);
  const started = performance.now();
  for (let i = 0; i < rows; i += 1) {
    await post(
      server,
      API.transportationManagement.createCustomerOutboundOrder,
      {
        requestId: randomUUID().replaceAll('-', ''),
        ...ids,
        trayTypeCode: '1210',
        quantity: 1,
        plateNumber: '沪A12345',
        driverName: '王师傅',
        driverPhone: '13800000000',
        remark: `one-${i}`,
      },
      token,
    );
  }
  return {
    step: 'one by one',
    rows,
    totalSeconds: seconds(started),
    peakRssMb: Math.round(server.memory().peakMb),
  };
}

async function main(): Promise<void> {
  const { target, options } = parseTarget(process.argv.slice(2), {
    rows: { type: 'string' },
    baseline: { type: 'string' },
  });
  const rows = Number(options.rows ?? 10_000);
  await freshTarget(target);
  const server = await startServer(target);
  try {
    const token = await login(server.url, 'demo_pallet');
    console.log(JSON.stringify({ dialect: target.dialect, ...(await bulkImport(server, token, rows)) }));
    if (options.baseline !== '0')
      console.log(
        JSON.stringify({ dialect: target.dialect, ...(await oneByOne(server, target, token, rows)) }),
      );
  } finally {
    await server.stop();
  }
}

await main();
