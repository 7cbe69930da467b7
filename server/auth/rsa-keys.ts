import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../db/schema';
import { claimSecret, legacySecretOr } from './secrets';

/** The key pair that protects passwords in transit. Only the public half ever leaves this module. */
export interface RsaKeys {
  /** The current public key (PEM): what the browser encrypts passwords with. */
  publicKeyPem(): Promise<string>;
  /**
   * Decrypts a jsencrypt `encryptOAEP` ciphertext (RSA-OAEP, SHA-256, base64) with the current key, or a
   * rotated-away key still within its grace period; null when none can.
   */
  decrypt(ciphertextBase64: string): Promise<string | null>;
}

const CURRENT = 'rsa-private-key';
const PREVIOUS = 'rsa-private-key-previous';

interface KeyPair {
  privateKey: KeyObject;
  publicKeyPem: string;
}

function keyPairOf(privateKeyPem: string | Buffer): KeyPair {
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  return { privateKey, publicKeyPem };
}

const newPrivateKeyPem = (): string =>
  generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

function decryptWith(pairs: readonly KeyPair[], ciphertextBase64: string): string | null {
  const ciphertext = Buffer.from(ciphertextBase64, 'base64');
  for (const { privateKey } of pairs) {
    try {
      const plain = privateDecrypt(
        { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        ciphertext,
      );
      return plain.toString('utf8');
    } catch {
      // Not this key's ciphertext (or none at all): try the next.
    }
  }
  return null;
}

/** RSA_PRIVATE_KEY_FILE: one key, the same on every node that reads the file; rotated by replacing it. */
export function fileRsaKeys(privateKeyFile: string): RsaKeys {
  const pair = keyPairOf(readFileSync(privateKeyFile));
  return {
    publicKeyPem: async () => pair.publicKeyPem,
    decrypt: async (ciphertext) => decryptWith([pair], ciphertext),
  };
}

/**
 * The key pair in server_secrets, shared by every node: created by the first node to start (adopting
 * DATA_DIR/keys/private.pem when a node of before the upgrade has one), replaced by rotateRsaKey. Read
 * on every use, so a rotation reaches every running node at once; parsed keys are kept by their PEM.
 */
export async function databaseRsaKeys(db: Db, clock: () => number, dataDir: string): Promise<RsaKeys> {
  let parsed = new Map<string, KeyPair>();

  /** The current pair first, then the previous one while its grace period lasts. */
  async function usablePairs(): Promise<KeyPair[]> {
    const now = clock();
    const rows = await db
      .selectFrom('server_secrets')
      .select(['name', 'value', 'expires_at'])
      .where('name', 'in', [CURRENT, PREVIOUS])
      .execute();
    const current =
      rows.find((row) => row.name === CURRENT)?.value ??
      (await claimSecret(db, CURRENT, now, () => legacySecretOr(dataDir, 'private.pem', newPrivateKeyPem)));
    const previous = rows.find((row) => row.name === PREVIOUS);
    const pems = [current];
    if (previous && previous.expires_at !== null && previous.expires_at > now) pems.push(previous.value);
    else if (previous) await dropExpiredKey(db, now);
    const pairs = new Map(pems.map((pem) => [pem, parsed.get(pem) ?? keyPairOf(pem)]));
    parsed = pairs;
    return [...pairs.values()];
  }

  await usablePairs();
  return {
    publicKeyPem: async () => (await usablePairs())[0]!.publicKeyPem,
    decrypt: async (ciphertext) => decryptWith(await usablePairs(), ciphertext),
  };
}

/** A rotated-away key past its grace period is deleted, not just ignored: a private key kept is a risk. */
async function dropExpiredKey(db: Db, now: number): Promise<void> {
  await db.deleteFrom('server_secrets').where('name', '=', PREVIOUS).where('expires_at', '<=', now).execute();
}

/**
 * Makes a new key pair current (served by common/getPublicKey from now on, on every node); the one it
 * replaces still decrypts until `now + graceMs`, for passwords encrypted by a page that fetched it
 * before. One previous key is kept: rotating again within the grace period drops the older one.
 */
export async function rotateRsaKey(db: Db, now: number, graceMs: number): Promise<void> {
  const next = newPrivateKeyPem();
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('server_secrets')
      .select(['value', 'created_at'])
      .where('name', '=', CURRENT)
      .executeTakeFirst();
    if (!current) {
      await trx
        .insertInto('server_secrets')
        .values({ name: CURRENT, value: next, created_at: now, expires_at: null })
        .execute();
      return;
    }
    // Guarded on the value read: of two rotations at once, the second fails instead of losing a key.
    const replaced = await trx
      .updateTable('server_secrets')
      .set({ value: next, created_at: now })
      .where('name', '=', CURRENT)
      .where('value', '=', current.value)
      .executeTakeFirst();
    if (replaced.numUpdatedRows !== 1n) throw new Error('the RSA key was rotated meanwhile; run again');
    const previous = { value: current.value, created_at: current.created_at, expires_at: now + graceMs };
    await trx
      .insertInto('server_secrets')
      .values({ name: PREVIOUS, ...previous })
      .onConflict((c) => c.column('name').doUpdateSet(previous))
      .execute();
  });
}
