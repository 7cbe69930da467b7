import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../src/contract/errcodes';
import type { RegisteredRoute } from '../../server/http/route';
import { routeCallers, type RouteCallers } from '../../server/testing/route-callers';
import {
  isNumeric,
  isText,
  leavesOf,
  sampleOf,
  withValueAt,
  type Leaf,
  type SchemaNode,
} from '../../server/testing/request-samples';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../server/testing/test-server';

/**
 * The generated bad-input sweep (issue 10): every route of the route table, logged in as a caller its
 * guard admits, gets each kind of hostile input, built from the route's own schema so a new route is
 * swept without writing anything. Every answer must be an envelope, never 5000, and a refused call must
 * leave the data as it was.
 */

/** One request of a case: a JSON (or raw) body, a query string, or a multipart form. */
type Request =
  { body: string } | { query: string } | { form: FormData } | { contentType: string; raw: string };

interface RouteInput {
  route: RegisteredRoute;
  sample: Record<string, unknown>;
  leaves: Leaf[];
  /** Position of the route in the table: spreads the one-field-per-route samples over field positions. */
  index: number;
}

const NUL = 'a\u0000b';
/** Just under the 1 MB body limit: the string reaches validation. */
const MEGABYTE_STRING = 'x'.repeat(1_000_000);
/** Over the body limit. */
const OVERSIZE_STRING = 'x'.repeat(1_200_000);
const DEPTH = 10_000;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const json = (value: unknown): Request => ({ body: JSON.stringify(value) });
/** The leaf a one-field case uses for this route (a different position from one route to the next). */
const oneOf = <T>(items: readonly T[], index: number): T | undefined =>
  items[index % Math.max(1, items.length)];
/** The sample with a value spliced in as raw JSON text (for values JSON.stringify cannot write). */
const withRawAt = (input: RouteInput, leaf: Leaf | undefined, raw: string): Request => {
  if (!leaf) return { body: JSON.stringify({ ...input.sample, unexpected: '?' }).replace('"?"', raw) };
  return { body: JSON.stringify(withValueAt(input.sample, leaf.path, '\u0001?')).replace('"\\u0001?"', raw) };
};
/** The sample with a key first, as raw JSON text (`__proto__` cannot be set through an object literal). */
const withLeadingKey = (input: RouteInput, key: string, raw: string): Request => {
  const rest = JSON.stringify(input.sample).slice(1);
  return { body: rest === '}' ? `{"${key}":${raw}}` : `{"${key}":${raw},${rest}` };
};
const wrongTypeOf = (leaf: Leaf): unknown =>
  leaf.node.type === 'string' ? 12345 : leaf.node.type === 'boolean' ? 'true' : ['x'];
const queryOf = (params: Record<string, string> | [string, string][]) => ({
  query: new URLSearchParams(params).toString(),
});
const sampleQuery = (input: RouteInput) =>
  Object.fromEntries(Object.entries(input.sample).map(([key, value]) => [key, String(value)]));
const upload = (name: string, content: Blob, fieldName = 'file') => {
  const form = new FormData();
  form.append(fieldName, content, name);
  return { form };
};

interface Kind {
  json(input: RouteInput): Request[];
  query(input: RouteInput): Request[];
  multipart(): Request[];
}

/** Each kind of bad input, for each way a route reads its input. */
const KINDS: Record<string, Kind> = {
  'an empty body': {
    json: () => [{ body: '{}' }, { contentType: 'application/json', raw: '' }],
    query: () => [{ query: '' }],
    multipart: () => [{ form: new FormData() }],
  },
  'wrong types': {
    json: (input) => [
      json(Object.fromEntries(input.leaves.map((leaf) => [String(leaf.path[0]), wrongTypeOf(leaf)]))),
      { body: '"a string"' },
      { body: '[1,2]' },
    ],
    query: (input) => [
      queryOf(
        [...Object.keys(input.sample), 'token'].flatMap((key): [string, string][] => [
          [key, '1'],
          [key, '2'],
        ]),
      ),
    ],
    multipart: () => [json({ file: 1 }), { contentType: 'text/plain', raw: 'file' }],
  },
  'out-of-range numbers': {
    json: (input) => {
      const numbers = input.leaves.filter(isNumeric);
      const targets = numbers.length > 0 ? numbers : [oneOf(input.leaves, input.index)];
      return targets.flatMap((leaf) =>
        ['1e20', '-92233720368547758', '1e400', '0.5', '-0'].map((raw) => withRawAt(input, leaf, raw)),
      );
    },
    query: (input) => [queryOf({ ...sampleQuery(input), pageNum: '1e20' }), queryOf({ check: '1e400' })],
    multipart: () => [upload('1e20.png', new Blob([PNG]), '1e20')],
  },
  'a NUL character': {
    json: (input) => {
      const texts = input.leaves.filter(isText);
      if (texts.length === 0) return [json({ ...input.sample, [NUL]: NUL })];
      return texts.map((leaf) => json(withValueAt(input.sample, leaf.path, NUL)));
    },
    query: (input) => [
      ...Object.keys(input.sample).map((key) => queryOf({ ...sampleQuery(input), [key]: NUL })),
      queryOf({ [NUL]: '1' }),
    ],
    multipart: () => [upload(`${NUL}.png`, new Blob([PNG])), upload('x.png', new Blob([PNG]), NUL)],
  },
  '1 MB strings': {
    json: (input) => {
      const leaf = oneOf(input.leaves.filter(isText), input.index);
      return [
        json(
          leaf
            ? withValueAt(input.sample, leaf.path, MEGABYTE_STRING)
            : { ...input.sample, pad: MEGABYTE_STRING },
        ),
        json({ ...input.sample, pad: OVERSIZE_STRING }),
      ];
    },
    query: (input) => {
      const key = oneOf(Object.keys(input.sample), input.index) ?? 'pad';
      return [
        queryOf({ ...sampleQuery(input), [key]: 'x'.repeat(8_000) }),
        queryOf({ [key]: MEGABYTE_STRING }),
      ];
    },
    multipart: () => [
      upload('x.png', new Blob([PNG, Buffer.alloc(11 * 1024 * 1024)])),
      upload(`${'x'.repeat(100_000)}.png`, new Blob([PNG])),
    ],
  },
  'deep nesting': {
    json: (input) => [
      withRawAt(input, oneOf(input.leaves, input.index), `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`),
      { body: `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}` },
    ],
    query: () => [{ query: `${'a[b]'.repeat(1_000)}=1` }],
    multipart: () => [upload('x.png', new Blob([PNG]), 'a[b]'.repeat(1_000))],
  },
  'unknown fields': {
    json: (input) => {
      const nested = input.leaves.find((leaf) => leaf.path.length > 1);
      return [
        json({ ...input.sample, unexpected: 1 }),
        ...(nested ? [json(withValueAt(input.sample, [...nested.path.slice(0, -1), 'unexpected'], 1))] : []),
      ];
    },
    query: (input) => [queryOf({ ...sampleQuery(input), unexpected: '1' })],
    multipart: () => {
      const form = new FormData();
      form.append('file', new Blob([PNG]), 'x.png');
      form.append('unexpected', '1');
      return [{ form }];
    },
  },
  'prototype keys': {
    json: (input) => [
      withLeadingKey(input, '__proto__', '{"polluted":1}'),
      withLeadingKey(input, 'constructor', '{"prototype":{"polluted":1}}'),
    ],
    query: (input) => [
      queryOf([
        ...Object.entries(sampleQuery(input)),
        ['__proto__', 'x'],
        ['constructor', 'y'],
        ['prototype', 'z'],
      ]),
    ],
    multipart: () => [upload('x.png', new Blob([PNG]), '__proto__')],
  },
};

interface Answer {
  /** A problem with the answer, or null when it is an envelope or a route's declared file. */
  problem: string | null;
  errcode: number | null;
}

async function send(
  server: TestServer,
  route: RegisteredRoute,
  request: Request,
  headers: Record<string, string>,
): Promise<Answer> {
  const url = `${server.baseUrl}${route.url}${'query' in request ? `?${request.query}` : ''}`;
  const init: RequestInit =
    'query' in request
      ? { method: 'GET', headers }
      : 'form' in request
        ? { method: 'POST', body: request.form, headers }
        : 'raw' in request
          ? {
              method: 'POST',
              body: request.raw,
              headers: { ...headers, 'content-type': request.contentType },
            }
          : {
              method: 'POST',
              body: request.body,
              headers: { ...headers, 'content-type': 'application/json' },
            };
  const response = await fetch(url, init);
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json')) {
    await response.body?.cancel();
    // A raw GET's own answer (a file, an image, an event stream) is not an envelope, by design.
    const declared =
      'query' in route.input &&
      route.input.produces.some((produced) => type.startsWith(produced.split(';')[0] ?? produced));
    return declared && response.status === 200
      ? { problem: null, errcode: 0 }
      : { problem: `HTTP ${response.status} ${type}`, errcode: null };
  }
  const envelope = (await response.json()) as { errcode?: unknown; errmsg?: unknown };
  if (
    response.status !== 200 ||
    typeof envelope.errcode !== 'number' ||
    typeof envelope.errmsg !== 'string' ||
    !('data' in envelope)
  )
    return { problem: `HTTP ${response.status} ${JSON.stringify(envelope).slice(0, 120)}`, errcode: null };
  if (envelope.errcode === Errcode.INTERNAL_ERROR) return { problem: '5000', errcode: envelope.errcode };
  return { problem: null, errcode: envelope.errcode };
}

describe.each(TEST_DIALECTS)('the bad-input sweep on %s', (dialect) => {
  let server: TestServer;
  let callers: RouteCallers;
  let inputs: RouteInput[];
  let fingerprintSql: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    callers = routeCallers(server);
    inputs = server.app.apiRoutes.map((route, index) => {
      const schema =
        'body' in route.input ? route.input.body : 'query' in route.input ? route.input.query : null;
      const node = schema as unknown as SchemaNode | null;
      return {
        route,
        sample: node ? (sampleOf(node) as Record<string, unknown>) : {},
        leaves: node ? leavesOf(node) : [],
        index,
      };
    });
    // Every table but the bookkeeping a refused call may still write (sessions seen, per-IP counters).
    const schema =
      dialect === 'postgres'
        ? (await sql<{ name: string }>`select current_schema() as name`.execute(server.db)).rows[0]?.name
        : undefined;
    const tables = (await server.db.introspection.getTables()).filter(
      (table) =>
        table.schema === schema &&
        !['sessions', 'rate_limits'].includes(table.name) &&
        !table.name.startsWith('kysely_'),
    );
    fingerprintSql = tables
      .map((table) => {
        const updated = table.columns.some((column) => column.name === 'updated_at')
          ? `max(updated_at)`
          : '0';
        return `select '${table.name}' as name, count(*) as n, ${updated} as u from ${table.name}`;
      })
      .join(' union all ');
  }, 60_000);
  afterAll(() => server.close());

  const fingerprint = async () => {
    const { rows } = await sql
      .raw<{ name: string; n: unknown; u: unknown }>(fingerprintSql)
      .execute(server.db);
    const balances = await server.db
      .selectFrom('stock_balances' as never)
      .select([
        sql<number>`coalesce(sum(on_hand), 0)`.as('onHand'),
        sql<number>`coalesce(sum(in_transit), 0)`.as('inTransit'),
        sql<number>`coalesce(sum(awaiting_signature), 0)`.as('awaiting'),
      ])
      .executeTakeFirstOrThrow();
    return JSON.stringify([rows.map((row) => `${row.name}:${String(row.n)}:${String(row.u)}`), balances]);
  };

  it.each(Object.entries(KINDS))(
    '%s: every route answers an envelope, never 5000, and a refusal writes nothing',
    async (_name, kind) => {
      const problems: string[] = [];
      let requests = 0;
      // One fingerprint per route: the one after a route is the one before the next.
      let before = await fingerprint();
      for (const input of inputs) {
        const { route } = input;
        const cases =
          'body' in route.input
            ? kind.json(input)
            : 'query' in route.input
              ? kind.query(input)
              : kind.multipart();
        expect(cases.length, route.url).toBeGreaterThan(0);
        const headers = await callers.headersFor(route);
        // A caller's first login writes (its session, its last login): not the route's doing.
        if (callers.loggedInJustNow()) before = await fingerprint();
        let accepted = false;
        for (const request of cases) {
          const answer = await send(server, route, request, headers);
          requests += 1;
          if (answer.problem) problems.push(`${route.method} ${route.url}: ${answer.problem}`);
          if (answer.errcode === 0) accepted = true;
        }
        expect(({} as Record<string, unknown>).polluted, route.url).toBeUndefined();
        if (accepted) {
          // A call with nothing to validate (logout, a new picture code) is allowed, and may end the session.
          await callers.renew(route);
          before = await fingerprint();
          continue;
        }
        const after = await fingerprint();
        if (after !== before) problems.push(`${route.method} ${route.url}: refused, yet the data changed`);
        before = after;
      }
      expect(problems).toEqual([]);
      expect(requests).toBeGreaterThanOrEqual(inputs.length);
    },
    60_000,
  );
});
