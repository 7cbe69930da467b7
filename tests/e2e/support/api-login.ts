/** Logs in over HTTP the way the browser does: RSA-OAEP (SHA-256) encrypted password against the server's key. */
import { constants, publicEncrypt } from 'node:crypto';
import { DEMO_PASSWORD } from '../../../server/db/seed/demo-accounts';

async function call<T>(baseUrl: string, path: string, body: object, token = ''): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { errcode: number; errmsg: string; data: T };
  if (envelope.errcode !== 0) throw new Error(`${path}: ${envelope.errcode} ${envelope.errmsg}`);
  return envelope.data;
}

/** Returns the new session's token. */
export async function login(baseUrl: string, userAccount: string, password = DEMO_PASSWORD): Promise<string> {
  const { publicKey } = await call<{ publicKey: string }>(baseUrl, '/api/api/common/getPublicKey', {});
  const encrypted = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  );
  const result = await call<{ token: string }>(baseUrl, '/api/api/login/login', {
    userAccount,
    password: encrypted.toString('base64'),
  });
  return result.token;
}
