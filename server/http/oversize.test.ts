import { request } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/contract/envelope';
import { Errcode } from '../../src/contract/errcodes';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';

interface RawAnswer {
  status: number;
  envelope: Envelope;
}

/**
 * POSTs `bytes` of body the way a plain HTTP client does (content-length first, then the whole body):
 * the server may answer before it has read it all.
 */
function postRaw(server: TestServer, path: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const url = new URL(path, server.baseUrl);
    const outgoing = request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length, ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, envelope: JSON.parse(text) as Envelope }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Sends raw bytes on a socket and returns whatever comes back before the server closes it. */
function sendRaw(server: TestServer, bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const url = new URL(server.baseUrl);
    const socket = connect(Number(url.port), url.hostname, () => socket.write(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

const tooLarge = (field: string) => ({
  errcode: Errcode.VALIDATION_FAILED,
  errmsg: '请求内容过大',
  data: { fields: [{ field, message: '请求内容过大' }] },
});

describe.each(TEST_DIALECTS)('requests over a size limit on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    token = await server.login('demo_pallet');
  });
  afterAll(() => server.close());

  it.each([
    ['just over the 1 MB limit', 1.1],
    ['20 MB, still uploading when the server has decided', 20],
  ])('answers a body %s with the 2003 envelope, not a reset connection', async (_label, megabytes) => {
    const body = Buffer.from(JSON.stringify({ id: 'x'.repeat(megabytes * 1024 * 1024) }));
    for (const path of ['/api/api/recevingaddress/detail', '/api/api/login/checkAccountStatus']) {
      const answer = await postRaw(server, path, body, { token });
      expect(answer, path).toEqual({ status: 200, envelope: tooLarge('body') });
    }
  });

  it('answers a body sent in chunks (no content-length) past the limit the same way', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(sent === 0 ? new TextEncoder().encode('{"id":"') : chunk);
        sent += 1;
        if (sent > 8) controller.close();
      },
    });
    const response = await fetch(`${server.baseUrl}/api/api/recevingaddress/detail`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json', token },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(tooLarge('body'));
  });

  it('answers a query string over the header limit with the 2003 envelope, HTTP 200', async () => {
    const response = await fetch(
      `${server.baseUrl}/api/api/recevingaddress/searchListExport?keyword=${'x'.repeat(20_000)}&token=${token}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(tooLarge('request'));
  });

  it('answers a request HTTP cannot parse with a 2003 envelope', async () => {
    const answer = await sendRaw(
      server,
      'POST /api/api/common/getCurrentVersion HTTP/1.1\r\nHost: x\r\nbad header\r\n\r\n',
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(JSON.parse(body ?? '')).toEqual({
      errcode: Errcode.VALIDATION_FAILED,
      errmsg: '请求格式错误',
      data: { fields: [{ field: 'request', message: '请求格式错误' }] },
    });
  });

  it('still answers the next request normally', async () => {
    const { body } = await server.post('/api/api/common/getCurrentVersion', {});
    expect(body.errcode).toBe(0);
  });
});
