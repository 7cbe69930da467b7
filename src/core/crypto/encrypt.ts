/**
 * Passwords and similar values are encrypted in the browser with the server's RSA public key using
 * RSA-OAEP with SHA-256 (DESIGN §2). The private key never reaches the client.
 */
import { PLATFORM_API as API } from '../../contract/platform-api-paths';
import type { PublicKeyResult } from '../../contract/auth';
import { api } from '../http/client';

const ENCRYPTION_FAILED = 'RSA-OAEP encryption failed: invalid public key or text too long';

/** The DER bytes of a PEM public key (SubjectPublicKeyInfo, as the server exports it). */
function derOf(publicKeyPem: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKeyPem.replace(/-----(BEGIN|END) PUBLIC KEY-----|\s/g, '');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

async function encryptWithWebCrypto(subtle: SubtleCrypto, publicKeyPem: string, plain: string) {
  const algorithm = { name: 'RSA-OAEP', hash: 'SHA-256' };
  const key = await subtle.importKey('spki', derOf(publicKeyPem), algorithm, false, ['encrypt']);
  const cipher = new Uint8Array(await subtle.encrypt(algorithm, key, new TextEncoder().encode(plain)));
  return btoa(Array.from(cipher, (byte) => String.fromCharCode(byte)).join(''));
}

/**
 * Base64 ciphertext; rejects when the key is unusable or the text too long for it. The browser's Web
 * Crypto does the work (nothing to download, which keeps the login page small); a page outside a secure
 * context, which has none, loads jsencrypt instead.
 */
export async function encryptWithPublicKey(publicKeyPem: string, plain: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  let cipher: string | null;
  if (subtle) {
    cipher = await encryptWithWebCrypto(subtle, publicKeyPem, plain).catch(() => null);
  } else {
    const { encryptWithJsencrypt } = await import('./encrypt-jsencrypt');
    cipher = encryptWithJsencrypt(publicKeyPem, plain);
  }
  if (cipher === null) throw new Error(ENCRYPTION_FAILED);
  return cipher;
}

let publicKey: Promise<string> | null = null;

/** The server's public key, fetched once per page (a failed fetch is retried on the next call). */
export function fetchPublicKey(): Promise<string> {
  publicKey ??= api.post<PublicKeyResult>(API.common.getPublicKey).then(
    (result) => result.publicKey,
    (error: unknown) => {
      publicKey = null;
      throw error;
    },
  );
  return publicKey;
}

/** What the auth pages call: fetch (or reuse) the key and encrypt. */
export async function encryptForServer(plain: string): Promise<string> {
  return encryptWithPublicKey(await fetchPublicKey(), plain);
}
