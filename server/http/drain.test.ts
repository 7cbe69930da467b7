import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../src/contract/auth';
import { Errcode } from '../../src/contract/errcodes';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { MSG } from '../labels/messages';
import { encryptPassword, fetchPublicKey } from '../testing/encrypt-password';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { openEventStreamClient } from '../testing/sse-test-client';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';
import { HEALTH_PATH } from './drain';

describe('the health check', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 200 while the node takes requests, 503 once it drains, and closes connections then', async () => {
    const healthy = await fetch(`${server.baseUrl}${HEALTH_PATH}`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ errcode: 0, errmsg: MSG.ok, data: { status: 'ok' } });
    expect(healthy.headers.get('connection')).not.toBe('close');

    server.app.beginDrain();
    const draining = await fetch(`${server.baseUrl}${HEALTH_PATH}`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({
      errcode: Errcode.INTERNAL_ERROR,
      errmsg: MSG.systemBusy,
      data: { status: 'draining' },
    });
    expect(draining.headers.get('connection')).toBe('close');
    // Every other answer still comes, and ends its connection.
    const version = await server.post('/api/api/common/getCurrentVersion', {});
    expect(version.body.errcode).toBe(0);
    expect(version.headers.get('connection')).toBe('close');
  });
});

/** One HTTP/1.1 request on a raw connection, so a test can hold its body back. */
function openRequest(baseUrl: string, urlPath: string, body: string) {
  const { hostname, port } = new URL(baseUrl);
  const socket: Socket = connect(Number(port), hostname);
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const split = Math.floor(body.length / 2);
  let written!: () => void;
  const sent = new Promise<void>((resolve) => (written = resolve));
  socket.write(
    [
      `POST ${urlPath} HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body.slice(0, split),
    ].join('\r\n'),
    () => written(),
  );
  return {
    /** The headers and half the body have left: the server reads them before a later connection's. */
    sent,
    /** What arrived by the time the server closed the connection, the body never having been finished. */
    closed: ended.then(() => received),
    /**
     * Sends the rest of the body and reads the answer until the server closes the connection. No
     * half-close (end()): Node's server would take it as the client going away and drop the request.
     */
    async finish() {
      socket.write(body.slice(split));
      await ended;
      const [head, answer] = received.split('\r\n\r\n');
      return { head: head!, answer: JSON.parse(answer!) as { errcode: number; data: unknown } };
    },
  };
}

const refused = (baseUrl: string) =>
  fetch(`${baseUrl}${HEALTH_PATH}`).then(
    () => false,
    (error: { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
  );

async function waitFor(what: string, condition: () => Promise<boolean>, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A rolling restart as a process manager does it: SIGTERM to the running server (server/main.ts), with
 * a request in flight (its body still arriving, as from a slow upload) and a live event stream open.
 */
describe.each(TEST_DIALECTS)('SIGTERM drains the server on %s', (dialect) => {
  let node: ServerProcess;
  beforeAll(async () => {
    node = await startServerProcess(dialect, { DRAIN_DELAY_SECONDS: '1' });
  });
  afterAll(() => node.close());

  it('answers the request in flight in full, ends the streams, refuses new connections, exits 0', async () => {
    const password = encryptPassword(await fetchPublicKey(node.baseUrl), DEMO_PASSWORD);
    const login = (await (
      await fetch(`${node.baseUrl}/api/api/login/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userAccount: 'demo_home', password }),
      })
    ).json()) as { data: LoginResult };
    const stream = await openEventStreamClient(
      `${node.baseUrl}/api/customerMessage/stream?token=${encodeURIComponent(login.data.token)}`,
    );
    expect((await stream.next())?.event).toBe('unread');
    const inFlight = openRequest(
      node.baseUrl,
      '/api/api/login/checkAccountStatus',
      JSON.stringify({ userAccount: 'demo_home' }),
    );
    await inFlight.sent;
    expect((await fetch(`${node.baseUrl}${HEALTH_PATH}`)).status).toBe(200);

    node.child.kill('SIGTERM');
    // DRAIN_DELAY_SECONDS: still accepting, but telling the load balancer to stop sending.
    await waitFor('the health check answers 503', async () => {
      const health = await fetch(`${node.baseUrl}${HEALTH_PATH}`);
      return health.status === 503;
    });
    await waitFor('new connections are refused', () => refused(node.baseUrl));
    expect(await stream.next()).toBeNull();
    expect(node.child.exitCode).toBeNull(); // still waiting on the request in flight

    const { head, answer } = await inFlight.finish();
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer.errcode).toBe(0);
    expect(await node.exited).toBe(0);
  });
});

describe('a drain that does not finish in time', () => {
  let node: ServerProcess;
  beforeAll(async () => {
    node = await startServerProcess('sqlite', { DRAIN_TIMEOUT_SECONDS: '1' });
  });
  afterAll(() => node.close());

  it('cuts the connections still open after DRAIN_TIMEOUT_SECONDS and exits 1', async () => {
    const stuck = openRequest(
      node.baseUrl,
      '/api/api/login/checkAccountStatus',
      '{"userAccount":"demo_home"}',
    );
    await stuck.sent;
    expect((await fetch(`${node.baseUrl}${HEALTH_PATH}`)).status).toBe(200);
    const signalledAt = Date.now();
    node.child.kill('SIGTERM');
    expect(await node.exited).toBe(1);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1000);
    await expect(stuck.closed).resolves.toBe('');
  });
});
