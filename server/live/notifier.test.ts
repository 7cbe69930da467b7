import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Connection } from '../db/connect';
import { TEST_DIALECTS } from '../testing/test-server';
import { createNotifier } from './create-notifier';
import type { Notifier } from './notifier';
import { notifyRecorder as recorder } from '../testing/notify-recorder';

const silentLog = { warn: () => {}, error: () => {}, info: () => {} } as never;

describe.each(TEST_DIALECTS)('notifier on %s', (dialect) => {
  let connection: Connection;
  const databaseUrl = dialect === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  const open = (): Notifier => createNotifier({ dialect, db: connection.db, databaseUrl, log: silentLog });
  /** A channel of its own per test, so parallel test files never hear each other. */
  const channel = () => `t${randomBytes(6).toString('hex')}`;

  beforeAll(() => {
    connection = connectDatabase({ databaseUrl, dataDir: mkdtempSync(path.join(tmpdir(), 'yp-notify-')) });
  });
  afterAll(() => connection.db.destroy());

  it('delivers each payload to the subscribers of its channel until they unsubscribe', async () => {
    const notifier = open();
    const [name, otherName] = [channel(), channel()];
    const mine = recorder();
    const other = recorder();
    const unsubscribe = await notifier.subscribe(name, mine.listener);
    await notifier.subscribe(otherName, other.listener);
    await notifier.publish(name, 'a');
    await notifier.publish(name, 'b');
    await mine.waitFor(2);
    unsubscribe();
    await notifier.publish(name, 'c');
    await notifier.publish(otherName, 'd');
    await other.waitFor(1);
    expect(mine.heard).toEqual(['a', 'b']);
    expect(other.heard).toEqual(['d']);
    await notifier.close();
  });

  it('refuses unsafe channel names and signals closing to long-lived responses', async () => {
    const notifier = open();
    await expect(notifier.publish('x"; drop table messages; --', '1')).rejects.toThrow(
      /invalid notifier channel/,
    );
    expect(notifier.closing.aborted).toBe(false);
    await notifier.close();
    expect(notifier.closing.aborted).toBe(true);
    await expect(notifier.subscribe(channel(), () => {})).rejects.toThrow(/closed/);
  });

  if (dialect === 'postgres') {
    it('reaches the subscribers of another node, and after a lost connection listens again and says so', async () => {
      const [publisher, subscriber] = [open(), open()];
      const name = channel();
      const heard = recorder();
      await subscriber.subscribe(name, heard.listener);
      await publisher.publish(name, 'first');
      await heard.waitFor(1);

      // Kill the subscriber's LISTEN connection the way a database restart or failover would.
      const physical = `${name}_${(await sql<{ s: string }>`select current_schema() as s`.execute(connection.db)).rows[0]!.s}`;
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`LISTEN "${physical}"`}`.execute(
        connection.db,
      );
      await heard.waitFor(2);
      expect(heard.heard[1]).toBeNull();
      await publisher.publish(name, 'after');
      await heard.waitFor(3);
      expect(heard.heard).toEqual(['first', null, 'after']);
      await Promise.all([publisher.close(), subscriber.close()]);
    });
  }
});
