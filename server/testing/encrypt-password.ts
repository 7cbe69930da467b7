import { constants, publicEncrypt } from 'node:crypto';

/** The browser's encryptOAEP: RSA-OAEP SHA-256 with a public key as common/getPublicKey hands it out, base64. */
export const encryptPassword = (publicKeyPem: string, plain: string): string =>
  publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain),
  ).toString('base64');

/** The public key a node hands out (common/getPublicKey). */
export async function fetchPublicKey(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/api/common/getPublicKey`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await response.json()) as { data: { publicKey: string } }).data.publicKey;
}
