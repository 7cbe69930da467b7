import type { Kysely, Migration } from 'kysely';

/**
 * Issue 16, several API nodes on one database: the secrets every node must share (the RSA key that
 * decrypts passwords, the SSO secret, the platform key) live here instead of each node's DATA_DIR, so a
 * public key fetched from one node decrypts on another. One row per name; the first node to start
 * inserts it and every other node reads what won (auth/secrets.ts). `expires_at` is set on a
 * rotated-away RSA key only: accepted for decrypting until then (auth/rsa-keys.ts).
 */
export const serverSecrets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .execute();
  },
};
