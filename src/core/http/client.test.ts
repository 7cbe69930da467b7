import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalConfig } from '../config';
import { labels } from '../labels/core-labels';
import { sessionEvents, toastBus, type SessionExpiredEvent, type Toast } from '../notify';
import { createCrumbStore, type CrumbStore } from '../session/crumbs';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { memoryStorage } from '../storage';
import { ApiError, TRANSPORT_FAILURE_CODE } from './api-error';
import { setLocale } from '../locale';
import { createHttpClient, type HttpClient } from './client';

const API_BASE = 'https://platform.example.test';

interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

let session: SessionStore;
let crumbs: CrumbStore;
let toasts: Toast[];
let expired: SessionExpiredEvent[];
let sent: Request[];
let unsubscribe: (() => void)[];

const config = (): PortalConfig => ({
  apiBase: API_BASE,
  getToken: () => session.get().token,
});

/** A client whose fetch records each request and answers with `reply` (or runs `fail`). */
function clientAnswering(reply: Reply | ((request: Request) => Promise<Response>)): HttpClient {
  const fetch = async (request: Request) => {
    sent.push(request);
    if (typeof reply === 'function') return reply(request);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: reply.headers ?? {},
    });
  };
  return createHttpClient({ fetch, config, session, crumbs });
}

const envelope = (errcode: number, data: unknown = null, errmsg = '') => ({
  body: { errcode, errmsg, data },
});

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  session = createSessionStore(memoryStorage());
  crumbs = createCrumbStore(memoryStorage());
  session.set({ token: 'tok-1', userAccount: 'zhangsan', role: 2, defaultClick: '/yelopack/stock/ownStock' });
  crumbs.visit('zhangsan', { path: '/yelopack/stock/ownStock', label: '自有库存' });
  toasts = [];
  expired = [];
  sent = [];
  unsubscribe = [
    toastBus.subscribe((toast) => toasts.push(toast)),
    sessionEvents.on('expired', (event) => expired.push(event)),
  ];
});

afterEach(() => {
  unsubscribe.forEach((stop) => stop());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a successful call', () => {
  it('posts JSON to apiBase + path and resolves with data', async () => {
    const api = clientAnswering(envelope(0, { list: [1, 2], total: 2 }));
    await expect(
      api.post('/api/api/customerStock/searchCustomerStock', { pageNum: 1, pageSize: 20 }),
    ).resolves.toEqual({
      list: [1, 2],
      total: 2,
    });
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.url).toBe(`${API_BASE}/api/api/customerStock/searchCustomerStock`);
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(await sent[0]!.json()).toEqual({ pageNum: 1, pageSize: 20 });
    expect(toasts).toEqual([]);
  });

  it('sends an empty object when no body is given', async () => {
    const api = clientAnswering(envelope(0));
    await api.post('/api/api/common/getCurrentVersion');
    expect(await sent[0]!.json()).toEqual({});
  });

  it('sends the token and a fresh 32-hex trace id on every call', async () => {
    const api = clientAnswering(envelope(0));
    await api.post('/a');
    await api.post('/b');
    const [first, second] = sent.map((request) => request.headers);
    expect(first!.get('token')).toBe('tok-1');
    expect(first!.get('trace-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.get('trace-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(second!.get('trace-id')).not.toBe(first!.get('trace-id'));
  });

  it('names the page language on every call', async () => {
    const api = clientAnswering(envelope(0));
    await api.post('/a');
    setLocale('en-US');
    await api.post('/b');
    setLocale('zh-CN');
    expect(sent.map((request) => request.headers.get('x-yp-locale'))).toEqual(['zh-CN', 'en-US']);
  });

  it('sends no token header for a visitor', async () => {
    session.clearLogin();
    const api = clientAnswering(envelope(0));
    await api.post('/api/api/login/login', { userAccount: 'a', password: 'x' });
    expect(sent[0]!.headers.has('token')).toBe(false);
    expect(sent[0]!.headers.get('trace-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('replaces the stored token with a rotated one from the response header', async () => {
    const api = clientAnswering({ ...envelope(0), headers: { token: 'tok-2' } });
    await api.post('/a');
    expect(session.get().token).toBe('tok-2');
    await api.post('/b');
    expect(sent[1]!.headers.get('token')).toBe('tok-2');
  });

  it('times out after 60 seconds', async () => {
    vi.useFakeTimers();
    const api = clientAnswering(
      (request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );
    const outcome = rejectionOf(api.post('/a'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(sent[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent[0]!.signal.aborted).toBe(true);
    expect(await outcome).toMatchObject({ code: TRANSPORT_FAILURE_CODE });
  });
});

describe('errcode handling (DESIGN §2)', () => {
  it('2003: toasts errmsg for 2 s and rejects with the bad fields', async () => {
    const fields = [{ field: 'mobile', message: '手机号格式不正确' }];
    const api = clientAnswering(envelope(2003, { fields }, '参数校验失败'));
    const error = await rejectionOf(api.post('/api/api/user/register', {}));
    expect(error).toMatchObject({ code: 2003, errcode: 2003, message: '参数校验失败', fields });
    expect(toasts).toMatchObject([{ message: '参数校验失败', durationMs: 2_000, tone: 'error' }]);
    expect(session.get().token).toBe('tok-1');
  });

  it('-1 and 4030: toast the server message and keep the session', async () => {
    for (const errcode of [-1, 4030]) {
      toasts = [];
      const api = clientAnswering(envelope(errcode, null, `失败 ${errcode}`));
      const error = await rejectionOf(api.post('/a'));
      expect(error.code).toBe(errcode);
      expect(toasts.map((toast) => toast.message)).toEqual([`失败 ${errcode}`]);
    }
    expect(session.get().token).toBe('tok-1');
    expect(expired).toEqual([]);
  });

  it('a failed login keeps its data for the page (captcha needed)', async () => {
    const api = clientAnswering(
      envelope(-1, { captchaRequired: true, lockedForSeconds: 0 }, '账号或密码错误'),
    );
    const error = await rejectionOf(api.post('/api/api/login/login', {}));
    expect(error.data).toEqual({ captchaRequired: true, lockedForSeconds: 0 });
  });

  it.each([4001, 4003, 4004])(
    '%i (class -1): toasts 连接超时, clears login and crumbs, emits expired',
    async (errcode) => {
      const api = clientAnswering(envelope(errcode, null, 'token expired'));
      const error = await rejectionOf(api.post('/a'));
      expect(error.message).toBe('连接超时，请重新登录');
      expect(toasts.map((toast) => toast.message)).toEqual(['连接超时，请重新登录']);
      expect(session.get()).toMatchObject({ token: '', userAccount: '', role: 1, defaultClick: '' });
      expect(crumbs.get('zhangsan')).toEqual([]);
      expect(expired).toEqual([{ reason: 'expired' }]);
    },
  );

  it.each([4002, 4005, 4006, 4007])(
    '%i (class -3): toasts 登录信息已变更, clears login, keeps crumbs',
    async (errcode) => {
      const api = clientAnswering(envelope(errcode, null, 'kicked'));
      const error = await rejectionOf(api.post('/a'));
      expect(error).toMatchObject({ code: errcode, message: '登录信息已变更，请重新登录' });
      expect(toasts.map((toast) => toast.message)).toEqual(['登录信息已变更，请重新登录']);
      expect(session.get()).toMatchObject({ token: '', role: 1 });
      expect(crumbs.get('zhangsan')).toHaveLength(1);
      expect(expired).toEqual([{ reason: 'changed' }]);
    },
  );

  it('several calls failing with the same dead token end the session once', async () => {
    const api = clientAnswering(envelope(4004));
    await Promise.allSettled([api.post('/a'), api.post('/b'), api.post('/c')]);
    expect(toasts).toHaveLength(1);
    expect(expired).toHaveLength(1);
  });

  it('5000 and unknown codes: toast 系统繁忙', async () => {
    for (const errcode of [5000, 12345]) {
      toasts = [];
      const api = clientAnswering(envelope(errcode, null, 'NullPointerException'));
      const error = await rejectionOf(api.post('/a'));
      expect(error).toMatchObject({ code: errcode, message: '系统繁忙，请稍后再试' });
      expect(toasts.map((toast) => toast.message)).toEqual(['系统繁忙，请稍后再试']);
    }
  });

  it('70003: toasts the server message for 10 s', async () => {
    const api = clientAnswering(envelope(70003, null, '请先阅读并确认《共享托盘使用协议》'));
    const error = await rejectionOf(api.post('/a'));
    expect(error.code).toBe(70003);
    expect(toasts).toMatchObject([{ message: '请先阅读并确认《共享托盘使用协议》', durationMs: 10_000 }]);
    expect(session.get().token).toBe('tok-1');
  });

  it('silent calls reject without a toast of their own', async () => {
    const api = clientAnswering(envelope(5000));
    await rejectionOf(api.post('/a', {}, { silent: true }));
    expect(toasts).toEqual([]);
    expect(session.get().token).toBe('tok-1');
  });

  it('a silent call that finds the session dead ends it with the one 连接超时 toast', async () => {
    // The unread-count poll answering 4004 before the page's own call must not swallow the notice.
    const api = clientAnswering(envelope(4004));
    await Promise.all([rejectionOf(api.post('/a', {}, { silent: true })), rejectionOf(api.post('/b'))]);
    expect(toasts.map((toast) => toast.message)).toEqual(['连接超时，请重新登录']);
    expect(session.get().token).toBe('');
    expect(expired).toHaveLength(1);
  });
});

describe('transport failures (SPEC §8)', () => {
  it('a non-200 response: 请求失败, code -99999', async () => {
    const api = clientAnswering({ status: 502, body: '<html>Bad Gateway</html>' });
    const error = await rejectionOf(api.post('/a'));
    expect(error).toMatchObject({ code: TRANSPORT_FAILURE_CODE, message: '请求失败', status: 502 });
    expect(error.errcode).toBeUndefined();
    expect(toasts.map((toast) => toast.message)).toEqual(['请求失败']);
  });

  it('a 200 that is not an envelope: 请求失败', async () => {
    const api = clientAnswering({ status: 200, body: '<html>portal</html>' });
    const error = await rejectionOf(api.post('/a'));
    expect(error).toMatchObject({ code: TRANSPORT_FAILURE_CODE, message: '请求失败' });
  });

  it('a network failure with a response: 网络请求失败', async () => {
    const api = clientAnswering(async () => {
      const broken = new ReadableStream({
        start: (controller) => controller.error(new TypeError('aborted')),
      });
      return new Response(broken, { status: 200 });
    });
    const error = await rejectionOf(api.post('/a'));
    expect(error).toMatchObject({ code: TRANSPORT_FAILURE_CODE, message: '网络请求失败' });
    expect(toasts.map((toast) => toast.message)).toEqual(['网络请求失败']);
  });

  it('no response at all: 网络请求异常', async () => {
    const api = clientAnswering(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejectionOf(api.post('/a'));
    expect(error).toMatchObject({ code: TRANSPORT_FAILURE_CODE, message: '网络请求异常' });
    expect(toasts.map((toast) => toast.message)).toEqual(['网络请求异常']);
  });

  it('a call the caller aborts rejects as canceled without a toast', async () => {
    const controller = new AbortController();
    const api = clientAnswering(envelope(0));
    controller.abort();
    const error = await rejectionOf(api.post('/a', {}, { signal: controller.signal }));
    expect(error).toMatchObject({ code: TRANSPORT_FAILURE_CODE, canceled: true });
    expect(toasts).toEqual([]);
  });
});

describe('the default fetch', () => {
  it('talks through window.fetch, so tests and stories can answer by replacing it', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ errcode: 0, errmsg: '', data: { version: '2.4.0' } }, { headers: { token: 'tok-9' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const api = createHttpClient({ config, session, crumbs });
    await expect(api.post('/api/api/common/getCurrentVersion')).resolves.toEqual({ version: '2.4.0' });
    const [input, init] = fetch.mock.calls[0]!;
    const request = input instanceof Request ? input : new Request(input, init);
    expect(request.url).toBe(`${API_BASE}/api/api/common/getCurrentVersion`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('token')).toBe('tok-1');
    expect(request.headers.get('trace-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(session.get().token).toBe('tok-9');
  });

  it('gives up after 60 s without an answer: 网络请求异常', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          const signal = input instanceof Request ? input.signal : init?.signal;
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const api = createHttpClient({ config, session, crumbs });
    const outcome = rejectionOf(api.post('/slow'));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({
      code: TRANSPORT_FAILURE_CODE,
      message: labels.errors.networkException,
    });
  });
});

describe('get', () => {
  it('sends its params in the query with the token header, and settles a refusal like a POST', async () => {
    const api = clientAnswering(
      envelope(2003, { fields: [{ field: 'warehouseId', message: '必填' }] }, '参数校验失败'),
    );
    const error = await rejectionOf(
      api.get('/api/api/customerStock/detailExport', { format: 'xlsx', keyword: '', check: 1 }),
    );
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url).toBe(`${API_BASE}/api/api/customerStock/detailExport?format=xlsx&check=1`);
    expect(sent[0]!.headers.get('token')).toBe('tok-1');
    expect(error).toMatchObject({ code: 2003, fields: [{ field: 'warehouseId' }] });
    expect(toasts.map((toast) => toast.message)).toEqual(['参数校验失败']);
  });
});

describe('exportUrl and upload', () => {
  it('builds an absolute export URL with the filters, the page language and the token last', () => {
    const api = clientAnswering(envelope(0));
    expect(
      api.exportUrl('/api/clientCustomerBill/export', {
        billId: 42,
        status: '',
        tags: ['a', 'b'],
        empty: null,
      }),
    ).toBe(`${API_BASE}/api/clientCustomerBill/export?billId=42&tags=a&tags=b&locale=zh-CN&token=tok-1`);
  });

  it('uploads a file as multipart under the given field name', async () => {
    const api = clientAnswering(envelope(0, { fileId: 'f1' }));
    const file = new Blob(['id card'], { type: 'image/png' });
    await expect(api.upload('/api/api/common/uploadFile', file, 'image')).resolves.toEqual({ fileId: 'f1' });
    expect(sent[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await sent[0]!.formData();
    expect(await (form.get('image') as Blob).text()).toBe('id card');
  });
});
