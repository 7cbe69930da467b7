import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResult } from '../../src/contract/auth';
import type { Connection } from '../db/connect';
import { DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { encryptPassword, fetchPublicKey } from '../testing/encrypt-password';
import { sameDatabase, startSecondNode, type SecondNode } from '../testing/second-node';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';
import { claimSecret } from './secrets';
import { loadSharedSecrets } from './shared-secrets';

const newPrivateKeyPem = (): string =>
  generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

const publicKeyOf = (privateKeyPem: string): string =>
  createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();

async function post<T>(
  baseUrl: string,
  urlPath: string,
  body: unknown,
): Promise<{ errcode: number; data: T }> {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { errcode: number; data: T };
}

describe.each(TEST_DIALECTS)('secrets shared by the API nodes on %s', (dialect) => {
  let server: TestServer;
  const dirs: string[] = [];
  const connections: Connection[] = [];
  /** A node's own DATA_DIR: empty, or holding the keys files a node of before the upgrade wrote. */
  const dataDir = (legacy?: { privateKeyPem: string; ssoSecret: string; platformKey: string }) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'yp-node-'));
    dirs.push(dir);
    if (legacy) {
      mkdirSync(path.join(dir, 'keys'));
      writeFileSync(path.join(dir, 'keys', 'private.pem'), legacy.privateKeyPem);
      writeFileSync(path.join(dir, 'keys', 'sso-secret'), `${legacy.ssoSecret}\n`);
      writeFileSync(path.join(dir, 'keys', 'platform-key'), legacy.platformKey);
    }
    return dir;
  };
  /** A node starting on the server's database with nothing configured: its own connection and folder. */
  const startNode = async (dir = dataDir()) => {
    const connection = await sameDatabase(server, dir);
    connections.push(connection);
    const secrets = await loadSharedSecrets(connection.db, Date.now, {
      dataDir: dir,
      rsaPrivateKeyFile: undefined,
      ssoSecret: undefined,
      platformKey: undefined,
    });
    return { ...secrets, publicKeyPem: await secrets.keys.publicKeyPem() };
  };
  const storedNames = async () =>
    (await server.db.selectFrom('server_secrets').select('name').orderBy('name').execute()).map(
      (row) => row.name,
    );

  beforeAll(async () => {
    // Configured with no key file, as an operator's nodes would be: the database holds the pair.
    server = await startTestServer({ dialect, config: { rsaPrivateKeyFile: undefined } });
  });
  afterEach(async () => {
    await Promise.all(connections.splice(0).map((connection) => connection.db.destroy()));
  });
  afterAll(async () => {
    await server.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('nodes starting at once on an empty table end with one set of secrets, the same on every node', async () => {
    await server.db.deleteFrom('server_secrets').execute();
    const nodes = await Promise.all([1, 2, 3, 4].map(() => startNode()));
    const [first] = nodes;
    for (const node of nodes) {
      expect(node.publicKeyPem).toBe(first!.publicKeyPem);
      expect(node.ssoSecret).toBe(first!.ssoSecret);
      expect(node.platformKey).toBe(first!.platformKey);
    }
    expect(await storedNames()).toEqual(['platform-key', 'rsa-private-key', 'sso-secret']);
    // Whichever node encrypted for, every node decrypts, the running server included.
    const cipher = encryptPassword(first!.publicKeyPem, '秘密');
    for (const node of nodes) expect(await node.keys.decrypt(cipher)).toBe('秘密');
    expect(await server.app.deps.keys.publicKeyPem()).toBe(first!.publicKeyPem);
    expect(await server.app.deps.keys.decrypt(cipher)).toBe('秘密');
  });

  it('stores nothing over the winner when a node read the empty table before the winner wrote', async () => {
    await server.db.deleteFrom('server_secrets').execute();
    const [late, early] = [await sameDatabase(server, dataDir()), await sameDatabase(server, dataDir())];
    connections.push(late, early);
    // The late node's first read (the table is empty) is held until the early node has stored and read.
    let readEmpty!: () => void;
    const lateHasRead = new Promise<void>((resolve) => (readEmpty = resolve));
    let releaseLate!: () => void;
    const earlyDone = new Promise<void>((resolve) => (releaseLate = resolve));
    let held = false;
    const heldDb = late.db.withPlugin({
      transformQuery: ({ node }) => node,
      async transformResult({ result }) {
        if (!held) {
          held = true;
          readEmpty();
          await earlyDone;
        }
        return result;
      },
    });
    const lateClaim = claimSecret(heldDb, 'sso-secret', Date.now(), () => 'late-candidate');
    await lateHasRead;
    expect(await claimSecret(early.db, 'sso-secret', Date.now(), () => 'early-candidate')).toBe(
      'early-candidate',
    );
    releaseLate();
    expect(await lateClaim).toBe('early-candidate');
    const stored = await server.db
      .selectFrom('server_secrets')
      .select('value')
      .where('name', '=', 'sso-secret')
      .execute();
    expect(stored).toEqual([{ value: 'early-candidate' }]);
  });

  it('adopts the keys files of a node of before the upgrade when the table holds none, and only then', async () => {
    await server.db.deleteFrom('server_secrets').execute();
    const upgraded = {
      privateKeyPem: newPrivateKeyPem(),
      ssoSecret: 'sso-of-node-1',
      platformKey: 'key-of-node-1',
    };
    const adopted = await startNode(dataDir(upgraded));
    expect(adopted.publicKeyPem).toBe(publicKeyOf(upgraded.privateKeyPem));
    expect(adopted.ssoSecret).toBe('sso-of-node-1');
    expect(adopted.platformKey).toBe('key-of-node-1');

    // A second old node's files lose to what the database already holds.
    const other = {
      privateKeyPem: newPrivateKeyPem(),
      ssoSecret: 'sso-of-node-2',
      platformKey: 'key-of-node-2',
    };
    const second = await startNode(dataDir(other));
    expect(second.publicKeyPem).toBe(adopted.publicKeyPem);
    expect(second.ssoSecret).toBe('sso-of-node-1');
    expect(second.platformKey).toBe('key-of-node-1');
  });

  it('takes configured values over the database, and stores none of them', async () => {
    const stored = await startNode();
    const keyDir = dataDir();
    const keyFile = path.join(keyDir, 'configured.pem');
    const configuredPem = newPrivateKeyPem();
    writeFileSync(keyFile, configuredPem);
    const connection = await sameDatabase(server, keyDir);
    connections.push(connection);
    const configured = await loadSharedSecrets(connection.db, Date.now, {
      dataDir: keyDir,
      rsaPrivateKeyFile: keyFile,
      ssoSecret: 'configured-sso',
      platformKey: 'configured-platform-key',
    });
    expect(await configured.keys.publicKeyPem()).toBe(publicKeyOf(configuredPem));
    expect(configured.ssoSecret).toBe('configured-sso');
    expect(configured.platformKey).toBe('configured-platform-key');
    const again = await startNode();
    expect([again.publicKeyPem, again.ssoSecret, again.platformKey]).toEqual([
      stored.publicKeyPem,
      stored.ssoSecret,
      stored.platformKey,
    ]);
  });

  describe('two nodes behind one address', () => {
    let secondNode: SecondNode;
    beforeAll(async () => {
      secondNode = await startSecondNode(server);
    });
    afterAll(() => secondNode.close());

    it('log in with a password encrypted for the other node’s public key, both ways', async () => {
      const nodes = [server.baseUrl, secondNode.baseUrl];
      for (const [keyNode, loginNode] of [nodes, [...nodes].reverse()]) {
        const login = await post<LoginResult>(loginNode!, '/api/api/login/login', {
          userAccount: 'demo_home',
          password: encryptPassword(await fetchPublicKey(keyNode!), DEMO_PASSWORD),
        });
        expect(login.errcode).toBe(0);
        expect(login.data.token).toBeTruthy();
      }
    });
  });
});
