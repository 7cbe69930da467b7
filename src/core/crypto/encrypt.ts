/**
 * Passwords and similar values are encrypted in the browser with the server's RSA public key using
 * RSA-OAEP with SHA-256 (DESIGN §2). The private key never reaches the client.
 */
import { API } from '../../contract/api-paths';
import JSEncrypt from 'jsencrypt';
import type { PublicKeyResult } from '../../contract/auth';
import { api } from '../http/client';

/**
 * jsencrypt pads the string's UTF-16 code units as if they were bytes, which garbles anything beyond
 * Latin-1; hand it the UTF-8 bytes as a binary string so the server decrypts exactly what was typed.
 */
function utf8BinaryString(plain: string): string {
  return Array.from(new TextEncoder().encode(plain), (byte) => String.fromCharCode(byte)).join('');
}

/** Base64 ciphertext; throws when the key is unusable or the text too long for it. */
export function encryptWithPublicKey(publicKeyPem: string, plain: string): string {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const cipher = encryptor.encryptOAEP(utf8BinaryString(plain));
  if (cipher === false) throw new Error('RSA-OAEP encryption failed: invalid public key or text too long');
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
