import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** sha256 hex: how tokens, tickets and one-time codes are stored (never in clear). */
/** SHA-256 in hex of a text (UTF-8) or of bytes (a file). */
export const sha256 = (value: string | Uint8Array): string =>
  createHash('sha256').update(value).digest('hex');

/** A secret from configuration, else DATA_DIR/keys/<name> (generated on first start). */
export function loadSecret(dataDir: string, name: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'keys', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
