/** Calls the real server's API the way the portal does (POST, JSON, the session's token header). */
import assert from 'node:assert/strict';

interface Envelope<T> {
  errcode: number;
  errmsg: string;
  data: T;
}

async function postEnvelope<T>(baseUrl: string, path: string, body: object, token: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** The call's data; fails the test unless it succeeded (errcode 0). */
export async function apiPost<T>(baseUrl: string, path: string, body: object, token: string): Promise<T> {
  const envelope = await postEnvelope<T>(baseUrl, path, body, token);
  assert.equal(envelope.errcode, 0, `${path}: ${envelope.errmsg}`);
  return envelope.data;
}

/** The call's errcode (and message), for calls the server is expected to refuse. */
export async function apiRefusal(
  baseUrl: string,
  path: string,
  body: object,
  token: string,
): Promise<{ errcode: number; errmsg: string }> {
  const { errcode, errmsg } = await postEnvelope(baseUrl, path, body, token);
  return { errcode, errmsg };
}
