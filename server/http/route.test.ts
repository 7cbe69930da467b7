import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPath } from '../../src/contract/api-paths';
import { Errcode } from '../../src/contract/errcodes';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';
import { installErrorHandler } from './errors';
import { createRouter, PLATFORM_KEY_HEADER, Strict } from './route';

/** The router's own tests declare made-up routes; a module may only declare API's paths. */
const made = (path: string) => path as ApiPath;

/** The route helper's guards, on a small app sharing the test server's database and sessions. */
describe.each(TEST_DIALECTS)('route guards on %s', (dialect) => {
  let server: TestServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    app = Fastify();
    installErrorHandler(app);
    const api = createRouter(app, server.app.deps, 'test', []);
    api.post(
      made('/delete'),
      {
        summary: 'needs a code',
        access: 'session',
        permission: 'yelopack-transport-out-delete',
        body: Strict({}),
        response: Type.String(),
      },
      async () => 'deleted',
    );
    api.post(
      made('/delete-or-check'),
      {
        summary: 'needs one of two codes',
        access: 'session',
        permission: ['yelopack-transport-out-delete', 'yelopack-stock-sign-check'],
        body: Strict({}),
        response: Type.String(),
      },
      async () => 'either',
    );
    api.post(
      made('/delete-or-cancel'),
      {
        summary: 'needs one of two codes the clerk lacks',
        access: 'session',
        permission: ['yelopack-transport-out-delete', 'yelopack-stock-transfer-cancel'],
        body: Strict({}),
        response: Type.String(),
      },
      async () => 'either',
    );
    api.post(
      made('/center-only'),
      { summary: 'needs an area', access: 'session', roles: [5], body: Strict({}), response: Type.String() },
      async () => 'center',
    );
    api.post(
      made('/tms-event'),
      {
        summary: 'platform systems only',
        access: 'platform',
        body: Strict({}),
        response: Type.Object({ session: Type.Null() }),
      },
      async ({ session }) => ({ session }),
    );
    api.post(
      made('/boom'),
      { summary: 'fails', access: 'public', body: Strict({}), response: Type.Null() },
      async () => {
        throw new Error('database on fire');
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  const call = async (url: string, token?: string) =>
    (await app.inject({ method: 'POST', url, payload: {}, headers: token ? { token } : {} })).json() as {
      errcode: number;
      data: unknown;
    };

  it('runs a permission-checked route for a holder of the code and answers 4030 to others', async () => {
    expect(await call('/delete', await server.login('demo_pallet'))).toMatchObject({
      errcode: 0,
      data: 'deleted',
    });
    expect((await call('/delete', await server.login('demo_clerk'))).errcode).toBe(Errcode.NO_PERMISSION);
    expect((await call('/delete')).errcode).toBe(Errcode.NOT_LOGGED_IN);
  });

  it('runs the guard before the body is validated: a refused caller learns nothing about its body', async () => {
    const badBody = async (token?: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/delete',
          payload: [1, 2],
          headers: token ? { token } : {},
        })
      ).json() as { errcode: number };
    expect((await badBody()).errcode).toBe(Errcode.NOT_LOGGED_IN);
    expect((await badBody(await server.login('demo_clerk'))).errcode).toBe(Errcode.NO_PERMISSION);
    expect((await badBody(await server.login('demo_pallet'))).errcode).toBe(Errcode.VALIDATION_FAILED);
  });

  it('runs a route listing several codes for a holder of any one of them', async () => {
    // demo_clerk holds yelopack-stock-sign-check, and neither of the delete and cancel codes.
    const clerk = await server.login('demo_clerk');
    expect(await call('/delete-or-check', clerk)).toMatchObject({ errcode: 0, data: 'either' });
    expect((await call('/delete-or-cancel', clerk)).errcode).toBe(Errcode.NO_PERMISSION);
    expect(await call('/delete-or-cancel', await server.login('demo_pallet'))).toMatchObject({ errcode: 0 });
  });

  it('lets the platform key through to platform routes and refuses a wrong, missing or user token', async () => {
    const post = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'POST', url: '/tms-event', payload: {}, headers })).json() as {
        errcode: number;
        data: unknown;
      };
    const key = server.app.deps.platformKey;
    expect(await post({ [PLATFORM_KEY_HEADER]: key })).toMatchObject({ errcode: 0, data: { session: null } });
    expect((await post({ [PLATFORM_KEY_HEADER]: `${key}x` })).errcode).toBe(Errcode.NO_PERMISSION);
    expect((await post({})).errcode).toBe(Errcode.NO_PERMISSION);
    expect((await post({ token: await server.login('demo_pallet') })).errcode).toBe(Errcode.NO_PERMISSION);
  });

  it('checks the role area', async () => {
    expect((await call('/center-only', await server.login('demo_center'))).errcode).toBe(0);
    expect((await call('/center-only', await server.login('demo_pallet'))).errcode).toBe(
      Errcode.NO_PERMISSION,
    );
  });

  it('answers 5000 系统繁忙 for an unexpected error, with HTTP 200', async () => {
    const response = await app.inject({ method: 'POST', url: '/boom', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      errcode: Errcode.INTERNAL_ERROR,
      errmsg: '系统繁忙，请稍后再试',
      data: null,
    });
  });

  it('refuses to declare a body that allows unknown fields', () => {
    const api = createRouter(Fastify(), server.app.deps, 'test', []);
    expect(() =>
      api.post(
        made('/loose'),
        { summary: 'loose', access: 'public', body: Type.Object({}), response: Type.Null() },
        async () => null,
      ),
    ).toThrow(/Strict/);
  });
});
