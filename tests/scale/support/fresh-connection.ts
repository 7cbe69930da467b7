/**
 * Calls over a new TCP connection each time. The cluster's primary hands each connection, not each
 * request, to the next worker, so a client that keeps its connection alive would talk to one worker only.
 */
import { constants, publicEncrypt } from 'node:crypto';
import { request } from 'node:http';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-accounts';
import { WORKER_HEADER } from '../../../server/http/worker-header';

export interface Answer<T> {
  errcode: number;
  errmsg: string;
  data: T;
  /** The cluster worker that answered (x-yp-worker). */
  worker: string;
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
            const envelope = JSON.parse(text) as Omit<Answer<T>, 'worker'>;
            resolve({ ...envelope, worker: String(response.headers[WORKER_HEADER]) });
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

export interface ClusterLogin {
  token: string;
  /** The workers that gave the public key and took the login. */
  keyFrom: string;
  loginAt: string;
}

/** A login as the browser does it: the public key, then the encrypted password, each on its own connection. */
export async function loginThroughCluster(baseUrl: string, userAccount: string): Promise<ClusterLogin> {
  const key = await post<{ publicKey: string }>(baseUrl, '/api/api/common/getPublicKey', {});
  const password = publicEncrypt(
    { key: key.data.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(DEMO_PASSWORD),
  ).toString('base64');
  const login = await post<{ token: string }>(baseUrl, '/api/api/login/login', { userAccount, password });
  if (login.errcode !== 0)
    throw new Error(`login ${userAccount} at worker ${login.worker}: ${login.errcode} ${login.errmsg}`);
  return { token: login.data.token, keyFrom: key.worker, loginAt: login.worker };
}

/** `call` made `count` times one after another (each on its own connection, so round the workers). */
export async function inTurn<T>(count: number, call: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i += 1) results.push(await call());
  return results;
}
