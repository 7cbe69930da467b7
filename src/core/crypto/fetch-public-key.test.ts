import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, resetConfig } from '../config';
import { fetchPublicKey } from './encrypt';

let answers: Response[];
let calls: string[];

beforeEach(() => {
  configure({ apiBase: 'http://platform.test' });
  calls = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return answers.shift()!;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetConfig();
});

describe('fetchPublicKey', () => {
  it('retries after a failed fetch, then reuses the key', async () => {
    answers = [
      Response.json({ errcode: 5000, errmsg: '', data: null }),
      Response.json({ errcode: 0, errmsg: '', data: { publicKey: 'PEM-1' } }),
    ];
    await expect(fetchPublicKey()).rejects.toMatchObject({ code: 5000 });
    expect(await fetchPublicKey()).toBe('PEM-1');
    expect(await fetchPublicKey()).toBe('PEM-1');
    expect(calls).toEqual(['POST /api/api/common/getPublicKey', 'POST /api/api/common/getPublicKey']);
  });
});
