import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../../src/contract/auth';
import { Errcode } from '../../../src/contract/errcodes';
import type { MessageCollectData, MessageItem } from '../../../src/contract/messages';
import type { Page } from '../../../src/contract/envelope';
import type { DialectName } from '../../db/connect';
import { startSecondNode } from '../../testing/second-node';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { sendMessage } from './send';
import { openEventStreamClient } from '../../testing/sse-test-client';

const STREAM = '/api/customerMessage/stream';

const startServer = (dialect: DialectName) => startTestServer({ dialect });

describe.each(TEST_DIALECTS)('live unread stream on %s', (dialect) => {
  let server: TestServer;
  let account: LoginResult;
  beforeAll(async () => {
    server = await startServer(dialect);
    account = await server.loginAs('demo_home');
  });
  afterAll(() => server.close());

  const openStream = (baseUrl: string, token: string) =>
    openEventStreamClient(`${baseUrl}${STREAM}?token=${encodeURIComponent(token)}`);
  const collect = async (token: string) =>
    (await server.post<MessageCollectData>('/api/customerMessage/getMessageCollectData', {}, token)).body
      .data;
  const systemUnread = (data: MessageCollectData) => data.byType.find((t) => t.type === 'system')!.unread;

  it('sends the counts on connect, then again when a message arrives or is read', async () => {
    // Streams stay open until the server closes in afterAll (see testing/sse-test-client.ts).
    const stream = await openStream(server.baseUrl, account.token);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Nothing between the node and the browser may hold events back (proxy buffering, compression).
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('cache-control')).toBe('no-store, no-transform');
    const first = await stream.nextData<MessageCollectData>('unread');
    expect(first).toEqual(await collect(account.token));

    await server.login('demo_home'); // the login notice is a new unread system message
    const afterLogin = await stream.nextData<MessageCollectData>('unread');
    expect(afterLogin.unread).toBe(first.unread + 1);
    expect(systemUnread(afterLogin)).toBe(systemUnread(first) + 1);

    const { body } = await server.post<Page<MessageItem>>(
      '/api/customerMessage/getMessageList',
      { pageNum: 1, pageSize: 1, read: false },
      account.token,
    );
    await server.post('/api/customerMessage/getMessageDetail', { id: body.data.list[0]!.id }, account.token);
    expect((await stream.nextData<MessageCollectData>('unread')).unread).toBe(afterLogin.unread - 1);

    await server.post('/api/customerMessage/clearUnread', {}, account.token);
    expect((await stream.nextData<MessageCollectData>('unread')).unread).toBe(0);
  });

  it('pushes a message sent to the whole company to the stream of each of its accounts', async () => {
    const colleague = await server.loginAs('demo_center');
    const stream = await openStream(server.baseUrl, colleague.token);
    const first = await stream.nextData<MessageCollectData>('unread');
    await sendMessage(server.app.deps, {
      companyId: colleague.companyId,
      type: 'bill',
      texts: () => ({ title: '账单已生成', content: '测试账单' }),
    });
    const next = await stream.nextData<MessageCollectData>('unread');
    expect(next.unread).toBe(first.unread + 1);
    expect(next.byType.find((t) => t.type === 'bill')!.unread).toBe(
      first.byType.find((t) => t.type === 'bill')!.unread + 1,
    );
  });

  it('answers 4001 without a token and never logs the token', async () => {
    const response = await fetch(`${server.baseUrl}${STREAM}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { errcode: number }).errcode).toBe(Errcode.NOT_LOGGED_IN);

    const stream = await openStream(server.baseUrl, account.token);
    await stream.nextData('unread');
    const logs = server.logs.join('\n');
    expect(logs).toContain(STREAM);
    expect(logs).not.toContain(account.token);
    expect(logs).not.toContain(encodeURIComponent(account.token));
  });

  it('ends open streams when the server shuts down instead of waiting for them', async () => {
    const other = await startServer(dialect);
    const stream = await openStream(other.baseUrl, await other.login('demo_pallet'));
    await stream.nextData('unread');
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await stream.next()).toBeNull();
  });

  if (dialect === 'postgres') {
    it('reaches a stream on another API node through LISTEN/NOTIFY', async () => {
      const secondNode = await startSecondNode(server);
      try {
        const viewer = await server.loginAs('demo_clerk');
        const stream = await openStream(secondNode.baseUrl, viewer.token);
        const first = await stream.nextData<MessageCollectData>('unread');
        await server.login('demo_clerk'); // through the first node
        expect((await stream.nextData<MessageCollectData>('unread')).unread).toBe(first.unread + 1);
      } finally {
        await secondNode.close();
      }
    });
  }
});
