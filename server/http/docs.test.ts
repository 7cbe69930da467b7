import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $ref?: string;
  anyOf?: JsonSchema[];
  enum?: unknown[];
}
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** A schema that says nothing (`{}`): any value would pass, so the docs would not tell the answer. */
const saysNothing = (schema: JsonSchema | undefined) => !schema || Object.keys(schema).length === 0;
/** `null` as OpenAPI 3.0 writes it (@fastify/swagger turns `{ type: 'null' }` into a nullable enum of null). */
const isNull = (schema: JsonSchema | undefined) =>
  schema?.type === 'null' || (schema?.enum?.length === 1 && schema.enum[0] === null);

describe.each(TEST_DIALECTS.slice(0, 1))('the API docs on %s', (dialect) => {
  let server: TestServer;
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const docs = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: typeof paths;
    };
    paths = docs.paths;
  });
  afterAll(() => server.close());

  it('documents what every route answers on success', () => {
    expect(server.app.apiRoutes.length).toBeGreaterThan(90);
    for (const route of server.app.apiRoutes) {
      const where = `${route.method} ${route.url}`;
      const content = paths[route.url]?.[route.method.toLowerCase()]?.responses?.['200']?.content;
      expect(content, where).toBeDefined();
      if (route.method === 'GET') {
        // Files, pictures and streams: the content types they produce.
        expect(Object.keys(content ?? {}).length, where).toBeGreaterThan(0);
        continue;
      }
      const envelope = content?.['application/json']?.schema;
      expect(envelope?.required, where).toEqual(['errcode', 'errmsg', 'data']);
      const data = envelope?.properties?.data;
      expect(saysNothing(data), `${where}: data schema`).toBe(false);
    }
  });

  it('answers null on success only where the call has nothing to tell', () => {
    const nullData = server.app.apiRoutes
      .filter((route) => route.method === 'POST')
      .filter((route) =>
        isNull(
          paths[route.url]?.post?.responses?.['200']?.content?.['application/json']?.schema?.properties?.data,
        ),
      )
      .map((route) => route.url.split('/').slice(-1)[0]);
    expect(nullData.sort()).toEqual(
      [
        'authorizeAdministrator',
        'bindMobile',
        'caCertificateNoticeAlreadyShow',
        'checkImageVerificationCode',
        'checkMfaCode',
        'checkVerificationCode',
        'declineAdministratorApplication',
        'delete',
        'delete', // shopreceiveaddress/delete
        'delete', // yeloflex/entrustAddress/delete
        'deleteCustomerCompanyAccount',
        'deleteCustomerCompanyRole',
        'deleteEndpoint', // webhook/deleteEndpoint
        'enableOrDisableCustomerAccount',
        'enableOrDisableCustomerCompanyRole',
        'findPassword',
        'logout',
        'updateMyProfile',
        'changePassword',
        'changeMobile',
      ].sort(),
    );
  });
});
