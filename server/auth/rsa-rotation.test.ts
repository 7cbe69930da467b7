import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Errcode } from '../../src/contract/errcodes';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { MSG } from '../labels/messages';
import { encryptPassword, fetchPublicKey } from '../testing/encrypt-password';
import { startSecondNode, type SecondNode } from '../testing/second-node';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';
import { rotateRsaKey } from './rsa-keys';

const HOUR_MS = 3_600_000;
const REPO = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

describe.each(TEST_DIALECTS)('rotating the RSA key on %s', (dialect) => {
  let server: TestServer;
  let secondNode: SecondNode;
  beforeAll(async () => {
    server = await startTestServer({ dialect, config: { rsaPrivateKeyFile: undefined } });
    secondNode = await startSecondNode(server);
  });
  afterAll(async () => {
    await secondNode.close();
    await server.close();
  });

  const loginWith = (password: string) =>
    server.post('/api/api/login/login', { userAccount: 'demo_home', password });
  const previousKeyRows = () =>
    server.db
      .selectFrom('server_secrets')
      .select('expires_at')
      .where('name', '=', 'rsa-private-key-previous')
      .execute();

  it('serves the new key on every node at once, takes the old one for the grace period, then drops it', async () => {
    const oldKey = await fetchPublicKey(server.baseUrl);
    const oldCipher = encryptPassword(oldKey, DEMO_PASSWORD);

    await rotateRsaKey(server.db, server.app.deps.clock(), 2 * HOUR_MS);
    const newKey = await fetchPublicKey(server.baseUrl);
    expect(newKey).not.toBe(oldKey);
    expect(await fetchPublicKey(secondNode.baseUrl)).toBe(newKey);
    expect((await loginWith(encryptPassword(newKey, DEMO_PASSWORD))).body.errcode).toBe(0);
    // A page that fetched the old key before the rotation still logs in.
    expect((await loginWith(oldCipher)).body.errcode).toBe(0);

    server.advanceTime(2 * HOUR_MS - 60_000);
    expect((await loginWith(oldCipher)).body.errcode).toBe(0);
    server.advanceTime(60_000);
    expect((await loginWith(oldCipher)).body).toMatchObject({
      errcode: Errcode.VALIDATION_FAILED,
      errmsg: MSG.passwordNotEncrypted,
      data: { fields: [{ field: 'password', message: MSG.passwordNotEncrypted }] },
    });
    expect(await previousKeyRows()).toEqual([]);
    expect((await loginWith(encryptPassword(newKey, DEMO_PASSWORD))).body.errcode).toBe(0);
  });

  it('rotates from the command line (npm run rotate-keys) with the nodes’ environment', async () => {
    const { config } = server.app.deps;
    const env = {
      ...process.env,
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.databaseUrl ?? '',
      RSA_PRIVATE_KEY_FILE: '',
      RSA_KEY_GRACE_HOURS: '3',
    };
    const before = await fetchPublicKey(server.baseUrl);
    const startedAt = Date.now();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/rotate-keys.ts'], {
      cwd: REPO,
      env,
    });
    expect(stdout).toMatch(/RSA key rotated/);
    expect(await fetchPublicKey(secondNode.baseUrl)).not.toBe(before);
    const [previous] = await previousKeyRows();
    expect(previous!.expires_at).toBeGreaterThanOrEqual(startedAt + 3 * HOUR_MS);
    expect(previous!.expires_at).toBeLessThanOrEqual(Date.now() + 3 * HOUR_MS);

    // A configured key file is the key: the command refuses and changes nothing.
    const current = await fetchPublicKey(server.baseUrl);
    const refused = run(process.execPath, ['--import', 'tsx', 'server/rotate-keys.ts'], {
      cwd: REPO,
      env: { ...env, RSA_PRIVATE_KEY_FILE: '/nonexistent/private.pem' },
    });
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/RSA_PRIVATE_KEY_FILE/),
    });
    expect(await fetchPublicKey(server.baseUrl)).toBe(current);
  });
});
