import assert from 'node:assert/strict';
import { API } from '../../../src/contract/api-paths';
import type { MessageCollectData } from '../../../src/contract/messages';
import { openEventStreamClient } from '../../../server/testing/sse-test-client';
import { freshLogin, post } from './fresh-connection';

/**
 * Opens `account`'s unread stream through `baseUrl`, then logs the account in again until a login is
 * taken by a server other than the one holding the stream (workers or nodes take connections in turn, a
 * login takes two, so one more call in between moves the next login over). Every login adds an unread
 * login notice: each must reach the stream as one more unread, the one made elsewhere included.
 * Answers the servers that held the stream and took the login that crossed.
 */
export async function loginNoticeCrossesServers(
  baseUrl: string,
  account: string,
  streamServedBy: (response: Response) => string | null,
): Promise<{ stream: string; login: string }> {
  const viewer = await freshLogin(baseUrl, account);
  const stream = await openEventStreamClient(
    `${baseUrl}${API.customerMessage.stream}?token=${encodeURIComponent(viewer.token)}`,
  );
  const streamAt = streamServedBy(stream.response);
  assert.ok(streamAt, 'the stream names the server holding it');
  let unread = (await stream.nextData<MessageCollectData>('unread')).unread;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (attempt > 0) await post(baseUrl, API.common.getPublicKey, {});
    const { loginAt } = await freshLogin(baseUrl, account);
    const counts = await stream.nextData<MessageCollectData>('unread');
    assert.equal(counts.unread, unread + 1, `after a login at ${loginAt}`);
    unread = counts.unread;
    if (loginAt !== streamAt) return { stream: streamAt, login: loginAt };
  }
  assert.fail(`no login landed beside ${streamAt}`);
}
