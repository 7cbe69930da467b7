/**
 * `npm run start:cluster` (issue 16): two workers behind the cluster's primary on one port, on SQLite
 * and, with TEST_DATABASE_URL, on a fresh PostgreSQL database that the primary migrates and seeds
 * before the workers start. Logins whose public key and password land on different workers, answers
 * from both, concurrent writes from both, a live update from one worker reaching a stream held on the
 * other, a killed worker replaced while the other carries on, and SIGTERM stopping everything.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from '../../src/contract/envelope';
import type { Warehouse } from '../../src/contract/stock';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts';
import { WORKER_HEADER } from '../../server/http/worker-header';
import { TEST_DIALECTS } from '../../server/testing/test-server';
import { startCluster, type ClusterProcess } from './support/cluster-process';
import { inTurn, freshLogin, post } from './support/fresh-connection';
import { loginNoticeCrossesServers } from './support/live-unread';

const LISTENING = /^\[cluster\] worker (\d+) \(pid (\d+)\) listening$/;
const publicKey = (cluster: ClusterProcess) => post(cluster.baseUrl, '/api/api/common/getPublicKey', {});
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

for (const dialect of TEST_DIALECTS) {
  describe(`npm run start:cluster on ${dialect}`, () => {
    let cluster: ClusterProcess;
    /** Worker id → pid, as the primary announced them. */
    const pids = new Map<string, number>();

    /** Waits for the `count`-th listening line and records every worker announced so far. */
    async function listeningWorkers(count: number): Promise<void> {
      let from = 0;
      for (let seen = 0; seen < count; seen += 1) {
        const { match, line } = await cluster.waitForLine(LISTENING, from);
        pids.set(match[1]!, Number(match[2]));
        from = line + 1;
      }
    }

    before(async () => {
      cluster = await startCluster(dialect);
      await listeningWorkers(2);
    });
    after(() => cluster?.stop()); // already stopped unless a test failed before the last

    test('the primary prints the address once; both workers answer, naming themselves', async () => {
      assert.equal(cluster.lines.filter((line) => line.startsWith('Yelopack portal ready at')).length, 1);
      const answers = await inTurn(6, () => publicKey(cluster));
      assert.deepEqual(new Set(answers.map((a) => a.errcode)), new Set([0]));
      assert.deepEqual(new Set(answers.map((a) => a.servedBy)), new Set(pids.keys()));
      // Every worker hands out the one key pair the primary created before forking.
      assert.equal(new Set(answers.map((a) => (a.data as { publicKey: string }).publicKey)).size, 1);
    });

    test('20 logins in a row all succeed, the key and the password reaching different workers', async () => {
      const logins = await inTurn(20, () => freshLogin(cluster.baseUrl, 'demo_pallet'));
      // Connections go round the workers in turn: the key from one, the password to the other.
      const route = logins.map((l) => `${l.keyFrom}→${l.loginAt}`).join(' ');
      assert.deepEqual(new Set(logins.flatMap((l) => [l.keyFrom, l.loginAt])), new Set(pids.keys()), route);
      assert.ok(
        logins.some((l) => l.keyFrom !== l.loginAt),
        `no login crossed workers: ${route}`,
      );
    });

    test('concurrent writes through both workers all succeed (SQLite: one file, two processes)', async () => {
      const { token } = await freshLogin(cluster.baseUrl, 'demo_pallet');
      const names = Array.from({ length: 16 }, (_, i) => `集群并发仓${i + 1}`);
      const [added, logins] = await Promise.all([
        Promise.all(
          names.map((name) =>
            post<Warehouse>(
              cluster.baseUrl,
              '/api/api/recevingaddress/add',
              {
                name,
                province: '上海市',
                city: '上海市',
                district: '嘉定区',
                detailAddress: '曹安公路1号',
                contact: '王敏',
                phone: '021-59991234',
              },
              token,
            ),
          ),
        ),
        // One login per account: a name's attempts are numbered, and a fourth at once needs a picture code.
        Promise.all(DEMO_ACCOUNTS.map((a) => freshLogin(cluster.baseUrl, a.userAccount))),
      ]);
      assert.deepEqual(
        added.map((a) => `${a.errcode} ${a.errmsg}`),
        names.map(() => '0 操作成功'),
      );
      assert.deepEqual(new Set(added.map((a) => a.servedBy)), new Set(pids.keys()));
      assert.equal(logins.length, DEMO_ACCOUNTS.length);
      const listed = await post<Page<Warehouse>>(
        cluster.baseUrl,
        '/api/api/recevingaddress/searchList',
        { pageNum: 1, pageSize: 50, keyword: '集群并发仓' },
        token,
      );
      assert.deepEqual(listed.data.list.map((w) => w.name).toSorted(), names.toSorted());
    });

    test('a change made through one worker reaches an event stream held on the other', async () => {
      const crossed = await loginNoticeCrossesServers(cluster.baseUrl, 'demo_home', (response) =>
        response.headers.get(WORKER_HEADER),
      );
      assert.notEqual(crossed.stream, crossed.login);
    });

    test('killing a worker leaves the portal answering, and a new worker takes its place', async () => {
      const [victim, survivor] = [...pids.keys()];
      const from = cluster.lines.length;
      process.kill(pids.get(victim!)!, 'SIGKILL');
      await cluster.waitForLine(new RegExp(`^\\[cluster\\] worker ${victim} .* exited with SIGKILL`), from);
      // Before the replacement listens: every login (a failed one throws) goes to the workers still alive.
      const during = await inTurn(5, () => freshLogin(cluster.baseUrl, 'demo_pallet'));
      assert.ok(during.every((l) => l.keyFrom !== victim && l.loginAt !== victim));

      const { match } = await cluster.waitForLine(LISTENING, from);
      const replacement = match[1]!;
      pids.set(replacement, Number(match[2]));
      assert.ok(replacement !== victim && replacement !== survivor);
      const answers = await inTurn(6, () => publicKey(cluster));
      assert.deepEqual(new Set(answers.map((a) => a.servedBy)), new Set([survivor, replacement]));
      await freshLogin(cluster.baseUrl, 'demo_pallet');
    });

    test('SIGTERM to the primary stops every worker, then the primary exits 0', async () => {
      assert.equal(await cluster.stop(), 0);
      for (const [id, pid] of pids)
        assert.equal(isAlive(pid), false, `worker ${id} (pid ${pid}) still running`);
    });
  });
}
