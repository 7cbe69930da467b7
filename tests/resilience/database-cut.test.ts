import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageCollectData } from '../../src/contract/messages';
import type { Transfer } from '../../src/contract/stock';
import { openEventStreamClient } from '../../server/testing/sse-test-client';
import { ledgerViolations } from '../../server/testing/ledger-invariants';
import { movesContext, requestId, type MovesContext } from '../../server/testing/moves-suite';
import { startTestServer, TEST_DIALECTS, type TestServer } from '../../server/testing/test-server';
import { type Answer, timedPost } from './timed-post';

/** After a cut, requests must succeed again within this. */
const RECOVERY_MS = 1000;
/** A request in flight during a cut must still be answered within this. */
const ANSWER_MS = 10_000;

/**
 * The database connections cut from under a running server, as a PostgreSQL restart, a failover or an
 * idle-connection reaper would: the server stays up, requests in flight answer an envelope, the next
 * ones succeed within a second, and live streams keep hearing changes (LISTEN is re-established).
 * The server runs in the test's process: a connection 'error' event nobody listens to, which ends a
 * real server, is an uncaught exception here, and Vitest fails the run on it.
 *
 * PostgreSQL only: SQLite is a file opened inside the server's process, with no connection to lose. So
 * without TEST_DATABASE_URL this file has nothing to run (TEST_DIALECTS holds only 'sqlite').
 */
describe.runIf(TEST_DIALECTS.includes('postgres'))(
  'a cut PostgreSQL connection (runs with TEST_DATABASE_URL: SQLite has no connection to cut)',
  () => {
    let server: TestServer;
    let t: MovesContext;
    beforeAll(async () => {
      server = await startTestServer({ dialect: 'postgres' });
      t = await movesContext(server);
    });
    afterAll(() => server.close());

    /**
     * Terminates every backend of this server (its pool and its LISTEN connection) and no other: test
     * files running beside this one share the database. The test server names its sessions after its
     * schema (application_name); pg_terminate_backend's timeout waits until each backend has exited.
     */
    async function cut(): Promise<number> {
      const { rows } = await sql<{
        name: string;
      }>`select current_setting('application_name') as name`.execute(server.db);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const result = await admin.query<{ terminated: number }>(
          `select count(*) filter (where pg_terminate_backend(pid, 5000))::int as terminated
           from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()`,
          [rows[0]!.name],
        );
        return result.rows[0]!.terminated;
      } finally {
        await admin.end();
      }
    }

    const read = () =>
      timedPost(server, '/api/api/customerStock/getAllocationInfo', {}, t.tokens.pallet, ANSWER_MS);
    const create = (id: string) =>
      timedPost<Transfer>(
        server,
        '/api/api/customerStock/updateAllocationStockOut',
        {
          requestId: id,
          fromWarehouseId: t.ids.suZhou,
          toCompanyId: t.ids.baiYun,
          trayTypeCode: '1311',
          quantity: 1,
        },
        t.tokens.pallet,
        ANSWER_MS,
      );
    const errcodes = (answers: Answer<unknown>[]) =>
      answers.map((answer) => (answer === 'no answer' ? answer : answer.errcode));

    /** Requests sent at once right after a cut: all succeed, and within {@link RECOVERY_MS}. */
    async function expectRecovered() {
      const cutAt = Date.now();
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, read),
        ...Array.from({ length: 4 }, () => create(requestId())),
      ]);
      expect(errcodes(answers)).toEqual(Array(12).fill(0));
      expect(Date.now() - cutAt).toBeLessThan(RECOVERY_MS);
    }

    it('survives its idle connections being terminated, and a live stream hears the next change', async () => {
      await t.stockUp(20);
      const home = await server.loginAs('demo_home');
      const stream = await openEventStreamClient(
        `${server.baseUrl}/api/customerMessage/stream?token=${encodeURIComponent(home.token)}`,
      );
      const first = await stream.nextData<MessageCollectData>('unread');
      // Several pooled connections are open and idle, besides the stream's LISTEN connection.
      expect(errcodes(await Promise.all(Array.from({ length: 6 }, read)))).toEqual(Array(6).fill(0));

      expect(await cut()).toBeGreaterThanOrEqual(2);
      await expectRecovered();

      // A change after the cut reaches the stream: the login notice is a new unread message. (A notice
      // published before LISTEN is back is not lost either: the notifier tells the stream to re-read.)
      await server.login('demo_home');
      let latest = first;
      while (latest.unread < first.unread + 1) latest = await stream.nextData<MessageCollectData>('unread');
      expect(latest.unread).toBe(first.unread + 1);
    });

    it('keeps answering through five cuts under load; creates cut off in flight are safe to retry', async () => {
      // Enough for every create a fast machine sends during the five cuts (a quiet one sent over 500).
      await t.stockUp(5000);
      const before = await t.fx.balance(t.ids.leCheng, t.ids.suZhou, '1311');
      const created = new Map<string, Answer<Transfer>>();
      let sent = 0;
      let loading = true;
      /** One client sending reads and creates back to back until the load stops. */
      const client = async () => {
        const answers: Answer<unknown>[] = [];
        while (loading) {
          const id = requestId();
          sent += 1;
          const answer = await create(id);
          created.set(id, answer);
          answers.push(answer, await read());
        }
        return answers;
      };
      const clients = Array.from({ length: 6 }, client);
      for (let round = 0; round < 5; round += 1) {
        // Wait for requests to be under way, so the cut finds some in flight.
        const target = sent + 6;
        while (sent < target) await new Promise((resolve) => setImmediate(resolve));
        expect(await cut()).toBeGreaterThanOrEqual(1);
      }
      loading = false;
      const answers = (await Promise.all(clients)).flat();

      // Every request in flight was answered with the envelope: success, or 5000 for one cut off.
      expect(errcodes(answers).filter((errcode) => errcode !== 0 && errcode !== 5000)).toEqual([]);
      await expectRecovered();

      // A create answered 5000 may or may not have committed: its retry answers the one transfer either way.
      for (const [id, answer] of created) {
        if (answer !== 'no answer' && answer.errcode === 0) continue;
        const retried = await create(id);
        expect(retried).toMatchObject({ errcode: 0 });
        created.set(id, retried);
      }
      const after = await t.fx.balance(t.ids.leCheng, t.ids.suZhou, '1311');
      expect(before.onHand - after.onHand).toBe(created.size + 4);
      expect(await ledgerViolations(server.db)).toEqual([]);
    });
  },
);
