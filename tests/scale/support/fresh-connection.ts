/**
 * Calls over a new TCP connection each time. The cluster's primary hands each connection, not each
 * request, to the next worker, so a client that keeps its connection alive would talk to one worker only.
 * Behind HAProxy each call is balanced on its own anyway; a new connection keeps the two alike.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { request } from 'node:http';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-accounts';
import { WORKER_HEADER } from '../../../server/http/worker-header';
import { NODE_HEADER } from './proxy';

export interface Answer<T> {
  errcode: number;
  errmsg: string;
  data: T;
  /** The cluster worker (x-yp-worker) or the node behind the proxy (x-yp-node) that answered. */
  servedBy: string;
}

export function post<T = unknown>(
  baseUrl: string,
  path: string,
  body: object,
  token?: string,
): Promise<Answer<T>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      `${baseUrl}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            const envelope = JSON.parse(text) as Omit<Answer<T>, 'servedBy'>;
            const { [WORKER_HEADER]: worker, [NODE_HEADER]: node } = response.headers;
            resolve({ ...envelope, servedBy: String(worker ?? node) });
          } catch (error) {
            reject(new Error(`${path}: HTTP ${response.statusCode} ${text}`, { cause: error }));
          }
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

export interface FreshLogin {
  token: string;
  /** The workers (or nodes) that gave the public key and took the login. */
  keyFrom: string;
  loginAt: string;
}

/** A login as the browser does it: the public key, then the encrypted password, each on its own connection. */
export async function freshLogin(baseUrl: string, userAccount: string): Promise<FreshLogin> {
  const key = await post<{ publicKey: string }>(baseUrl, '/api/api/common/getPublicKey', {});
  const password = publicEncrypt(
    { key: key.data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(DEMO_PASSWORD),
  ).toString('base64');
  const login = await post<{ token: string }>(baseUrl, '/api/api/login/login', { userAccount, password });
  if (login.errcode !== 0)
    throw new Error(`login ${userAccount} at ${login.servedBy}: ${login.errcode} ${login.errmsg}`);
  return { token: login.data.token, keyFrom: key.servedBy, loginAt: login.servedBy };
}

/** `call` made `count` times one after another (each on its own connection, so round the workers or nodes). */
export async function inTurn<T>(count: number, call: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i += 1) results.push(await call());
  return results;
}
