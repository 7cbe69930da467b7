import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../../src/contract/errcodes';
import type { RegisteredRoute } from '../../../server/http/route';
import { routeCallers, type RouteCallers } from '../../../server/testing/route-callers';
import { leavesOf, sampleOf, type SchemaNode } from '../../../server/testing/request-samples';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../server/testing/test-server';
import { KINDS, type KindName, type Request, type RouteInput } from './kinds';

/**
 * The generated bad-input sweep (issue 10): every route of the route table, logged in as a caller its
 * guard admits, gets each kind of hostile input, built from the route's own schema so a new route is
 * swept without writing anything. Every answer must be an envelope, never 5000, and a refused call must
 * leave the data as it was.
 */

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

/**
 * Sweeps every route of the route table with the given kinds of bad input, on each test dialect.
 */
export function sweepRoutes(kindNames: readonly KindName[]): void {
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

    it.each(kindNames.map((name) => [name, KINDS[name]] as const))(
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
}
