import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../src/contract/errcodes';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';
import type { RegisteredRoute } from './route';

/** Nonsense input may get any contract errcode but 5000 (an unhandled failure), always with HTTP 200. */
const ACCEPTABLE = new Set<number>(Object.values(Errcode).filter((code) => code !== Errcode.INTERNAL_ERROR));

const BAD_BODIES: [string, string | undefined, Record<string, string>][] = [
  ['an empty object', '{}', { 'content-type': 'application/json' }],
  ['a JSON string', '"x"', { 'content-type': 'application/json' }],
  ['malformed JSON', '{"userAccount": ', { 'content-type': 'application/json' }],
  ['an empty JSON body', '', { 'content-type': 'application/json' }],
  ['a JSON array', '[1,2]', { 'content-type': 'application/json' }],
  [
    'wrongly typed fields',
    '{"mobile": 13800000001, "code": 1, "userAccount": [], "keyList": "x", "type": "2"}',
    { 'content-type': 'application/json' },
  ],
  ['plain text', 'x', { 'content-type': 'text/plain' }],
  ['no body at all', undefined, {}],
];

describe.each(TEST_DIALECTS)('the envelope on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    token = await server.login('demo_pallet');
  });
  afterAll(() => server.close());

  const raw = (method: string, path: string, body: string | undefined, headers: Record<string, string>) =>
    fetch(`${server.baseUrl}${path}`, { method, body, headers });

  it('declares the auth and account calls of SPEC §7', () => {
    const paths = server.app.apiRoutes.map((route) => route.url);
    for (const name of [
      'login',
      'conservoLogin',
      'switchCompanyLogin',
      'externalLogin',
      'checkAccountStatus',
      'bindMobile',
      'trayFindPasswordPrepare',
      'findPassword',
      'logout',
    ]) {
      expect(paths).toContain(`/api/api/login/${name}`);
    }
    expect(paths).toContain('/api/api/user/register');
    expect(paths).toContain('/api/api/permission/loadMenuAndPermission');
  });

  it.each(BAD_BODIES)(
    'answers every POST route given %s with an HTTP 200 envelope, never 5000',
    async (_label, body, headers) => {
      const posts = server.app.apiRoutes.filter((route) => route.method === 'POST');
      for (const route of posts) {
        for (const withToken of [false, true]) {
          const response = await raw('POST', route.url, body, {
            ...headers,
            ...(withToken ? { token } : {}),
          });
          const envelope = (await response.json()) as { errcode: number; errmsg: string; data: unknown };
          const where = `${route.url} ${withToken ? 'with' : 'without'} token`;
          expect(response.status, where).toBe(200);
          expect(ACCEPTABLE.has(envelope.errcode), `${where}: ${envelope.errcode} ${envelope.errmsg}`).toBe(
            true,
          );
          expect(typeof envelope.errmsg, where).toBe('string');
        }
        // A body-less logout is valid and ends the session: the next routes need a live one.
        if (route.url.endsWith('/logout')) token = await server.login('demo_pallet');
      }
    },
  );

  it.each([
    ['a JSON string', '"x"'],
    ['a JSON array', '[1,2]'],
  ])(
    'refuses %s as the body of every POST route: 2003 to a caller the route admits, its guard first to others',
    async (_label, body) => {
      const headers = { 'content-type': 'application/json' };
      const session = await server.loginAs('demo_pallet');
      const menu = await server.post<{ permissions: string[] }>(
        '/api/api/permission/loadMenuAndPermission',
        { applicationId: '', type: session.role, permissionCode: '' },
        session.token,
      );
      const held = menu.body.data.permissions;
      /** What the route's guard answers the session before the body is looked at (0: admitted). */
      const guardOf = (route: RegisteredRoute) => {
        if (route.access === 'public') return 0;
        if (route.access === 'platform') return Errcode.NO_PERMISSION;
        const admitted =
          (!route.roles || route.roles.includes(session.role)) &&
          (!route.permission || route.permission.some((code) => held.includes(code)));
        return admitted ? 0 : Errcode.NO_PERMISSION;
      };
      const anonymousGuard = { public: 0, session: Errcode.NOT_LOGGED_IN, platform: Errcode.NO_PERMISSION };
      const posts = server.app.apiRoutes.filter((r) => r.method === 'POST');
      for (const route of posts) {
        const withToken = (await (
          await raw('POST', route.url, body, { ...headers, token: session.token })
        ).json()) as { errcode: number };
        expect(withToken.errcode, `${route.url} with token`).toBe(
          guardOf(route) || Errcode.VALIDATION_FAILED,
        );
        const anonymous = (await (await raw('POST', route.url, body, headers)).json()) as { errcode: number };
        // The guard runs before the body is read: only a public route gets as far as validating it.
        expect(anonymous.errcode, `${route.url} without token`).toBe(
          anonymousGuard[route.access] || Errcode.VALIDATION_FAILED,
        );
      }
      // Both answers occur, so the rule above is exercised both ways.
      expect(posts.some((route) => guardOf(route) === 0 && route.access === 'session')).toBe(true);
      expect(
        posts.some((route) => guardOf(route) === Errcode.NO_PERMISSION && route.access === 'session'),
      ).toBe(true);
    },
  );

  it('names each bad field, in Chinese, with 2003', async () => {
    const { body } = await server.post('/api/api/login/login', { userAccount: 7, extra: true });
    expect(body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(body.data).toEqual({
      fields: expect.arrayContaining([
        { field: 'userAccount', message: '类型错误，应为字符串' },
        { field: 'password', message: '不能为空' },
        { field: 'extra', message: '不允许的字段' },
      ]),
    });
  });

  it('names array items', async () => {
    const { body } = await server.post('/api/api/common/getBusinessConfigListByKeyList', {
      keyList: ['ok', 3],
    });
    expect(body.data).toEqual({ fields: [{ field: 'keyList[1]', message: '类型错误，应为字符串' }] });
  });

  it('answers an unknown API path with errcode -1 and HTTP 200', async () => {
    const response = await raw('POST', '/api/api/nothing/here', '{}', { 'content-type': 'application/json' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ errcode: -1, errmsg: '接口不存在', data: null });
  });

  it('sends the security headers on every response', async () => {
    for (const path of ['/api/api/common/getCurrentVersion', '/static/version.json', '/api/api/nothing']) {
      const response = path.startsWith('/static')
        ? await raw('GET', path, undefined, {})
        : await raw('POST', path, '{}', { 'content-type': 'application/json' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('carries the trace id through the response header and every log line of the request', async () => {
    const traceId = 'a3f1c2d4e5b64789a0b1c2d3e4f5a6b7';
    const response = await server.post('/api/api/common/getCurrentVersion', {}, undefined, {
      'trace-id': traceId,
    });
    expect(response.headers.get('trace-id')).toBe(traceId);
    const lines = server.logs.map((line) => JSON.parse(line) as { traceId?: string; msg: string });
    expect(lines.filter((line) => line.traceId === traceId).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    const generated = await server.post('/api/api/common/getCurrentVersion', {}, undefined, {
      'trace-id': 'not-a-trace-id',
    });
    expect(generated.headers.get('trace-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('never writes tokens or passwords to the log', async () => {
    const password = await server.encrypt('Demo@123456');
    const login = await server.loginAs('demo_center');
    await server.post('/api/api/login/login', { userAccount: 'demo_center', password });
    await server.post('/api/api/user/getSkipPageStatus', {}, login.token);
    await fetch(`${server.baseUrl}/api/api/common/file?fileId=nothing&token=${login.token}`);
    const text = server.logs.join('\n');
    expect(text).toContain('token=[redacted]');
    expect(text).not.toContain(login.token);
    expect(text).not.toContain(password);
    expect(text).not.toContain('Demo@123456');
  });

  it('never shows a private key in any response of any route', async () => {
    for (const route of server.app.apiRoutes) {
      const response =
        route.method === 'POST'
          ? await raw('POST', route.url, '{}', { 'content-type': 'application/json', token })
          : await raw('GET', `${route.url}?uuid=x&fileId=x`, undefined, { token });
      expect(await response.text(), route.url).not.toMatch(/PRIVATE KEY/);
    }
    const docs = await (await fetch(`${server.baseUrl}/api/docs/json`)).text();
    expect(docs).not.toMatch(/PRIVATE KEY/);
  });
});
