import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseUrlOf,
  dropDatabase,
  newDatabaseName,
  onPostgres,
  testDatabaseUrl,
} from '../testing/postgres-admin';
import { TEST_DIALECTS } from '../testing/test-server';
import { connectDatabase, type Connection } from './connect';
import { withStartupLock } from './startup-lock';

// Two nodes started at once on one empty PostgreSQL database (tests/scale/proxy.test.ts starts them).
describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'postgres'))('the start-up lock on %s', () => {
  const base = testDatabaseUrl();
  const name = newDatabaseName('startup');
  let nodes: Connection[];

  beforeAll(async () => {
    await onPostgres(base, `CREATE DATABASE ${name}`);
    nodes = [1, 2].map(() => connectDatabase({ databaseUrl: databaseUrlOf(base, name), dataDir: '' }));
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.db.destroy()));
    await dropDatabase(base, name);
  });

  it('lets one node at a time do its start-up work, the other waiting for it', async () => {
    const events: string[] = [];
    const startUp = (node: Connection, label: string) =>
      withStartupLock(node.db, 'postgres', async () => {
        events.push(`${label} in`);
        await sleep(300);
        events.push(`${label} out`);
      });
    await Promise.all([startUp(nodes[0]!, 'a'), startUp(nodes[1]!, 'b')]);
    expect([events.slice(0, 2), events.slice(2)].map((pair) => pair.map((e) => e.split(' ')[1]))).toEqual([
      ['in', 'out'],
      ['in', 'out'],
    ]);
  });

  it('releases the lock when the work fails, so the next node can start', async () => {
    await expect(
      withStartupLock(nodes[0]!.db, 'postgres', async () => {
        throw new Error('migration failed');
      }),
    ).rejects.toThrow('migration failed');
    let ran = false;
    await withStartupLock(nodes[1]!.db, 'postgres', async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
