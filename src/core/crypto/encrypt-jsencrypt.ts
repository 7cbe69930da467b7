/**
 * RSA-OAEP (SHA-256) with jsencrypt, for pages without Web Crypto: a browser gives `crypto.subtle` only to
 * secure contexts (HTTPS, localhost), and a portal may be served over plain HTTP inside a company network.
 * Loaded on demand by encrypt.ts, so pages that have Web Crypto never download it.
 */
import JSEncrypt from 'jsencrypt';

/**
 * jsencrypt pads the string's UTF-16 code units as if they were bytes, which garbles anything beyond
 * Latin-1; hand it the UTF-8 bytes as a binary string so the server decrypts exactly what was typed.
 */
function utf8BinaryString(plain: string): string {
  return Array.from(new TextEncoder().encode(plain), (byte) => String.fromCharCode(byte)).join('');
}

/** Base64 ciphertext, or null when the key is unusable or the text too long for it. */
export function encryptWithJsencrypt(publicKeyPem: string, plain: string): string | null {
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(publicKeyPem);
  const cipher = encryptor.encryptOAEP(utf8BinaryString(plain));
  return cipher === false ? null : cipher;
}
