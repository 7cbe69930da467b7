import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config';
import { toastBus, type Toast } from '../notify';
import { fetchServerVersion, fetchStaticVersion } from './version-check';

let requests: Request[];
let answer: () => Response;

beforeEach(() => {
  configure({ apiBase: 'http://platform.test' });
  requests = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(input instanceof Request ? input : new Request(input, init));
    return answer();
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetConfig();
});

describe('version sources', () => {
  it('fetchServerVersion posts getCurrentVersion and returns .version', async () => {
    answer = () => Response.json({ errcode: 0, errmsg: '', data: { version: '2.5.0' } });
    expect(await fetchServerVersion()).toBe('2.5.0');
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('http://platform.test/api/api/common/getCurrentVersion');
  });

  it('fetchServerVersion fails quietly: a background poll must not toast', async () => {
    const toasts: Toast[] = [];
    const stop = toastBus.subscribe((toast) => toasts.push(toast));
    answer = () => new Response('down', { status: 503 });
    await expect(fetchServerVersion()).rejects.toMatchObject({ message: '请求失败' });
    expect(toasts).toEqual([]);
    stop();
  });

  it('fetchStaticVersion GETs /static/version.json with a timestamp query', async () => {
    vi.setSystemTime(new Date('2024-05-01T00:00:00Z'));
    answer = () => Response.json({ version: '2.5.1' });
    expect(await fetchStaticVersion()).toBe('2.5.1');
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe(
      `http://platform.test/static/version.json?t=${Date.parse('2024-05-01T00:00:00Z')}`,
    );
  });

  it('fetchStaticVersion rejects on a missing file', async () => {
    answer = () => new Response('not found', { status: 404 });
    await expect(fetchStaticVersion()).rejects.toThrow(/404/);
  });
});
