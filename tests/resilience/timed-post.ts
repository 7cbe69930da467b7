import type { Envelope } from '../../src/contract/envelope';
import type { TestServer } from '../../server/testing/test-server';

/** What a client saw: the envelope, or nothing before its deadline (a hung server). */
export type Answer<T> = Envelope<T> | 'no answer';

/**
 * POSTs like TestServer.post but gives up after `timeoutMs`, so a server that stops answering fails the
 * test with 'no answer' instead of hanging it. A reply that is not the JSON envelope throws.
 */
export async function timedPost<T = unknown>(
  server: TestServer,
  urlPath: string,
  body: unknown,
  token: string,
  timeoutMs: number,
): Promise<Answer<T>> {
  try {
    const response = await fetch(`${server.baseUrl}${urlPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return (await response.json()) as Envelope<T>;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return 'no answer';
    throw error;
  }
}
