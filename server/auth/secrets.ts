import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/schema';

/** SHA-256 in hex of a text (UTF-8) or of bytes (a file): how tokens, tickets and one-time codes are stored. */
export const sha256 = (value: string | Uint8Array): string =>
  createHash('sha256').update(value).digest('hex');

/** The rows of server_secrets (migration 0032). */
export type SecretName = 'sso-secret' | 'platform-key' | 'rsa-private-key' | 'rsa-private-key-previous';

const storedSecret = async (db: Db, name: SecretName): Promise<string | undefined> =>
  (await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst())?.value;

/**
 * The secret every API node shares: the stored one, else `candidate()` stored by whichever node gets
 * there first. Insert-if-absent then read back, never read-then-write: nodes (or cluster workers)
 * starting at once may each make a candidate, but exactly one is stored and all of them return it.
 */
export async function claimSecret(
  db: Db,
  name: SecretName,
  now: number,
  candidate: () => string,
): Promise<string> {
  const stored = await storedSecret(db, name);
  if (stored !== undefined) return stored;
  await db
    .insertInto('server_secrets')
    .values({ name, value: candidate(), created_at: now, expires_at: null })
    .onConflict((c) => c.column('name').doNothing())
    .execute();
  const won = await storedSecret(db, name);
  if (won === undefined) throw new Error(`server secret ${name} vanished while it was being stored`);
  return won;
}

/**
 * Where a node kept its secrets before they moved to the database: DATA_DIR/keys/<file>. A file found
 * there is the node's candidate, so the first node to start after the upgrade keeps its keys (and its
 * platform clients their key) when the database holds none yet.
 */
export function legacySecretOr(dataDir: string, file: string, generate: () => string): string {
  const legacy = path.join(dataDir, 'keys', file);
  return existsSync(legacy) ? readFileSync(legacy, 'utf8').trim() : generate();
}

/** A secret from configuration, else the one shared in the database (created on first start). */
export async function loadSecret(
  db: Db,
  now: number,
  dataDir: string,
  name: 'sso-secret' | 'platform-key',
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  return claimSecret(db, name, now, () =>
    legacySecretOr(dataDir, name, () => randomBytes(32).toString('base64url')),
  );
}
