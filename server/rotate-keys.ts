/**
 * `npm run rotate-keys`: a new RSA key pair for the passwords in transit, on every node at once (they
 * read the pair from the database on each use). Run it with the nodes' environment (DATABASE_URL, or
 * DATA_DIR for SQLite) once they run a version with server_secrets (migration 0029). The replaced key
 * still decrypts for RSA_KEY_GRACE_HOURS (default 24), for pages that fetched it before, then is dropped.
 */
import { rotateRsaKey } from './auth/rsa-keys';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';

const HOUR_MS = 3_600_000;

const config = loadConfig();
if (config.rsaPrivateKeyFile) {
  console.error(
    'RSA_PRIVATE_KEY_FILE is set: the key is that file, so rotate it by replacing the file on every node.',
  );
  process.exit(1);
}
const { db } = connectDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const now = Date.now();
  const graceMs = config.rsaKeyGraceHours * HOUR_MS;
  await rotateRsaKey(db, now, graceMs);
  console.log(`RSA key rotated; the previous key decrypts until ${new Date(now + graceMs).toISOString()}.`);
} finally {
  await db.destroy();
}
