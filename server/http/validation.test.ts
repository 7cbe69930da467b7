import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../src/contract/errcodes';
import { routeCallers, type RouteCallers } from '../testing/route-callers';
import {
  isNumeric,
  isText,
  leavesOf,
  fieldNameOf,
  sampleOf,
  withValueAt,
  type SchemaNode,
} from '../testing/request-samples';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';
import type { RegisteredRoute } from './route';

type Field = { field: string; message: string };

/** JSON POST routes with the schema of their body. */
const jsonRoutes = (server: TestServer) =>
  server.app.apiRoutes.flatMap((route) =>
    'body' in route.input ? [{ route, body: route.input.body as unknown as SchemaNode }] : [],
  );

/**
 * The rules every request field obeys whatever its route declares (validation.ts withRequestRules):
 * numbers within bounds, no NUL in any string. Before them `pageNum: 1e20` on any paged list and a NUL
 * in any id or text on PostgreSQL answered 5000.
 */
describe.each(TEST_DIALECTS)('request field rules on %s', (dialect) => {
  let server: TestServer;
  let callers: RouteCallers;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    callers = routeCallers(server);
  });
  afterAll(() => server.close());

  const post = async (route: RegisteredRoute, body: string) => {
    const response = await server.post<{ fields: Field[] }>(
      route.url,
      body,
      undefined,
      await callers.headersFor(route),
    );
    return response.body;
  };

  // As JSON text: 92233720368547758 is not a number JavaScript can write exactly.
  it.each(['1e20', '92233720368547758', String(2 ** 31)])(
    'refuses pageNum %s on every paged list with 2003 naming pageNum',
    async (pageNum) => {
      const lists = jsonRoutes(server).filter(({ body }) => body.properties?.pageNum);
      expect(lists.length).toBeGreaterThanOrEqual(28);
      for (const { route, body } of lists) {
        const text = JSON.stringify({ ...(sampleOf(body) as object), pageNum: '?' }).replace('"?"', pageNum);
        const answer = await post(route, text);
        expect(answer.errcode, route.url).toBe(Errcode.VALIDATION_FAILED);
        expect(
          answer.data.fields.map((field) => field.field),
          route.url,
        ).toEqual(['pageNum']);
      }
    },
  );

  it('refuses 1e20 in every number field of every route with 2003 naming the field', async () => {
    let checked = 0;
    for (const { route, body } of jsonRoutes(server)) {
      const sample = sampleOf(body);
      for (const leaf of leavesOf(body).filter(isNumeric)) {
        const answer = await post(route, JSON.stringify(withValueAt(sample, leaf.path, 1e20)));
        const where = `${route.url} ${fieldNameOf(leaf.path)}`;
        expect(answer.errcode, where).toBe(Errcode.VALIDATION_FAILED);
        expect(answer.data.fields, where).toContainEqual(
          expect.objectContaining({ field: fieldNameOf(leaf.path) }),
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('refuses a NUL character in every id, keyword and text field with 2003 naming the field', async () => {
    let checked = 0;
    for (const { route, body } of jsonRoutes(server)) {
      const sample = sampleOf(body);
      for (const leaf of leavesOf(body).filter(isText)) {
        const answer = await post(route, JSON.stringify(withValueAt(sample, leaf.path, 'a\u0000b')));
        const where = `${route.url} ${fieldNameOf(leaf.path)}`;
        expect(answer.errcode, where).toBe(Errcode.VALIDATION_FAILED);
        const named = answer.data.fields.find((field) => field.field === fieldNameOf(leaf.path));
        // A field with a pattern of its own may say 格式不正确 first; a free text says what is wrong.
        expect(named?.message, where).toBe(
          leaf.node.pattern || leaf.node.format ? named?.message : '不能包含空字符',
        );
        expect(named, where).toBeDefined();
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('refuses a NUL character in a query string field of an export with 2003', async () => {
    const route = server.app.apiRoutes.find((r) => r.url.endsWith('recevingaddress/searchListExport'));
    if (!route) throw new Error('no address export');
    const response = await fetch(`${server.baseUrl}${route.url}?keyword=a%00b&check=1`, {
      headers: await callers.headersFor(route),
    });
    expect(await response.json()).toEqual({
      errcode: Errcode.VALIDATION_FAILED,
      errmsg: '参数校验失败: keyword',
      data: { fields: [{ field: 'keyword', message: '不能包含空字符' }] },
    });
  });
});
