import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptWithPublicKey } from './encrypt';

/** jsencrypt draws its padding from crypto.getRandomValues, which stays when Web Crypto is taken away. */
const getRandomValues = webcrypto.getRandomValues.bind(webcrypto);

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const decrypt = (cipher: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(cipher, 'base64'),
  ).toString('utf8');

// Web Crypto where the page is a secure context; jsencrypt where it is not (no crypto.subtle there).
describe.each([
  ['Web Crypto', () => {}],
  ['jsencrypt without Web Crypto', () => vi.stubGlobal('crypto', { getRandomValues })],
])('encryptWithPublicKey (RSA-OAEP, SHA-256) with %s', (_name, setUp) => {
  beforeEach(setUp);
  afterEach(() => vi.unstubAllGlobals());

  it('the server decrypts what was typed', async () => {
    expect(decrypt(await encryptWithPublicKey(publicKey, 'Yelopack@2024'))).toBe('Yelopack@2024');
  });

  it('keeps Chinese and other non-Latin text intact', async () => {
    expect(decrypt(await encryptWithPublicKey(publicKey, '密码：托盘共享✓'))).toBe('密码：托盘共享✓');
  });

  it('pads randomly, so the same password never gives the same ciphertext', async () => {
    const [first, second] = await Promise.all([
      encryptWithPublicKey(publicKey, 'same'),
      encryptWithPublicKey(publicKey, 'same'),
    ]);
    expect(first).not.toBe(second);
  });

  it('rejects an unusable key or a text too long for the key', async () => {
    await expect(encryptWithPublicKey('not a key', 'secret')).rejects.toThrow(/encryption failed/);
    await expect(encryptWithPublicKey(publicKey, 'x'.repeat(300))).rejects.toThrow(/encryption failed/);
  });
});
