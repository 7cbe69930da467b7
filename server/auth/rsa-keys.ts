import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The key pair that protects passwords in transit. Only the public half ever leaves this module. */
export interface RsaKeys {
  publicKeyPem: string;
  /** Decrypts a jsencrypt `encryptOAEP` ciphertext (RSA-OAEP, SHA-256, base64); null when it is not one. */
  decrypt(ciphertextBase64: string): string | null;
}

function loadOrCreatePrivateKey(dataDir: string, privateKeyFile: string | undefined): KeyObject {
  if (privateKeyFile) return createPrivateKey(readFileSync(privateKeyFile));
  const file = path.join(dataDir, 'keys', 'private.pem');
  if (existsSync(file)) return createPrivateKey(readFileSync(file));
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  return privateKey;
}

export function loadRsaKeys(dataDir: string, privateKeyFile: string | undefined): RsaKeys {
  const privateKey = loadOrCreatePrivateKey(dataDir, privateKeyFile);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return {
    publicKeyPem,
    decrypt(ciphertextBase64) {
      try {
        const plain = privateDecrypt(
          { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          Buffer.from(ciphertextBase64, 'base64'),
        );
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
