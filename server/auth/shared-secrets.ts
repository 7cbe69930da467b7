import type { ServerConfig } from '../config';
import type { Db } from '../db/schema';
import { databaseRsaKeys, fileRsaKeys, type RsaKeys } from './rsa-keys';
import { loadSecret } from './secrets';

/** The secrets every API node must agree on, so any node can answer any call of a session or a login. */
export interface SharedSecrets {
  keys: RsaKeys;
  ssoSecret: string;
  platformKey: string;
}

/**
 * Each secret from configuration (RSA_PRIVATE_KEY_FILE, SSO_SECRET, PLATFORM_API_KEY) when set, else from
 * the database, created there by the first node to start (see secrets.ts `claimSecret`).
 */
export async function loadSharedSecrets(
  db: Db,
  clock: () => number,
  config: Pick<ServerConfig, 'dataDir' | 'rsaPrivateKeyFile' | 'ssoSecret' | 'platformKey'>,
): Promise<SharedSecrets> {
  const now = clock();
  return {
    keys: config.rsaPrivateKeyFile
      ? fileRsaKeys(config.rsaPrivateKeyFile)
      : await databaseRsaKeys(db, clock, config.dataDir),
    ssoSecret: await loadSecret(db, now, config.dataDir, 'sso-secret', config.ssoSecret),
    platformKey: await loadSecret(db, now, config.dataDir, 'platform-key', config.platformKey),
  };
}
