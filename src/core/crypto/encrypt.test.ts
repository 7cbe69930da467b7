import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptWithPublicKey } from './encrypt';

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

describe('encryptWithPublicKey (RSA-OAEP, SHA-256)', () => {
  it('the server decrypts what was typed', () => {
    expect(decrypt(encryptWithPublicKey(publicKey, 'Yelopack@2024'))).toBe('Yelopack@2024');
  });

  it('keeps Chinese and other non-Latin text intact', () => {
    expect(decrypt(encryptWithPublicKey(publicKey, '密码：托盘共享✓'))).toBe('密码：托盘共享✓');
  });

  it('pads randomly, so the same password never gives the same ciphertext', () => {
    expect(encryptWithPublicKey(publicKey, 'same')).not.toBe(encryptWithPublicKey(publicKey, 'same'));
  });

  it('throws on an unusable key or a text too long for the key', () => {
    expect(() => encryptWithPublicKey('not a key', 'secret')).toThrow(/encryption failed/);
    expect(() => encryptWithPublicKey(publicKey, 'x'.repeat(300))).toThrow(/encryption failed/);
  });
});
