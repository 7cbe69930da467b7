/**
 * The deployment of docs/deploy.md (issue 16): two API nodes, each with a DATA_DIR of its own, started at
 * once on one empty PostgreSQL database, behind HAProxy with the shipped deploy/haproxy.cfg (round-robin).
 * Through the proxy: the portal, 20 logins in a row whose key and password land on different nodes, a
 * transfer sent through one node and signed by the receiver through the other, exports, a live unread
 * update across nodes; then a rolling restart (SIGTERM drains a node) and a killed node, each under
 * steady calls of which none may fail.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { API } from '../../src/contract/api-paths';
import type { Envelope, Page } from '../../src/contract/envelope';
import type { UploadedFile } from '../../src/contract/platform';
import type { AllocationTarget, SignRow, StockRow, Transfer, Warehouse } from '../../src/contract/stock';
import type { LoginResult } from '../../src/contract/auth';
import { DEMO_COMPANIES } from '../../server/db/seed/demo-accounts';
import { TEST_DIALECTS } from '../../server/testing/test-server';
import { freePort } from '../e2e/support/server';
import { freshLogin, inTurn, post } from './support/fresh-connection';
import { loginNoticeCrossesServers } from './support/live-unread';
import { NODE_HEADER, startNode, startProxy, type ApiNode, type Proxy } from './support/proxy';
import { keepCalling } from './support/steady-calls';
import { scratchDatabase, type ScratchDatabase } from './support/scratch-database';

const onPostgres = TEST_DIALECTS.includes('postgres');
const TRAY = '1311';
const PDF = Buffer.from('%PDF-1.7\n%回单\n');

describe(
  'two API nodes behind HAProxy on one PostgreSQL',
  { skip: !onPostgres && 'needs TEST_DATABASE_URL' },
  () => {
    let database: ScratchDatabase;
    let nodeEnv: Record<string, string>;
    const nodes = new Map<string, ApiNode>();
    let proxy: Proxy;
    const nodeNames = () => new Set(nodes.keys());

    before(async () => {
      database = await scratchDatabase('postgres', 'proxy');
      // As docs/deploy.md sets them: the proxy's address trusted, a drain delay above its check interval × fall.
      nodeEnv = { DATABASE_URL: database.url, TRUST_PROXY: '127.0.0.1', DRAIN_DELAY_SECONDS: '3' };
      const ports = [await freePort(), await freePort()];
      // Both at once on the empty database: one migrates and seeds, the other waits for it, neither fails.
      const started = await Promise.all(ports.map((port, i) => startNode(`node${i + 1}`, port, nodeEnv)));
      for (const node of started) nodes.set(node.name, node);
      proxy = await startProxy(started);
    });
    after(async () => {
      await proxy?.stop();
      await Promise.all([...nodes.values()].map((node) => node.stop('SIGKILL')));
      await database?.drop();
    });

    test('the portal and its API answer through the proxy, from both nodes', async () => {
      const page = await fetch(`${proxy.baseUrl}/`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<div id="root">/);
      const keys = await inTurn(4, () =>
        post<{ publicKey: string }>(proxy.baseUrl, API.common.getPublicKey, {}),
      );
      assert.deepEqual(new Set(keys.map((k) => k.servedBy)), nodeNames());
      // Started apart, the two nodes hand out the one key pair the database holds.
      assert.equal(new Set(keys.map((k) => k.data.publicKey)).size, 1);
    });

    test('20 logins in a row all succeed, each key and password landing on different nodes', async () => {
      const logins = await inTurn(20, () => freshLogin(proxy.baseUrl, 'demo_pallet'));
      const route = logins.map((l) => `${l.keyFrom}→${l.loginAt}`).join(' ');
      // Round-robin with nothing else calling: the key from one node, the password to the other, every time.
      assert.ok(
        logins.every((l) => l.keyFrom !== l.loginAt),
        route,
      );
    });

    test('a transfer sent through one node is signed by the receiver through another; both sides see it, once', async () => {
      const sender = (await freshLogin(proxy.baseUrl, 'demo_pallet')).token;
      const targets = await post<AllocationTarget[]>(
        proxy.baseUrl,
        API.customerStock.getAllocationInfo,
        {},
        sender,
      );
      const baiYun = targets.data.find((t) => t.companyName === DEMO_COMPANIES.baiYun)!;
      const multi = (await freshLogin(proxy.baseUrl, 'demo_multi')).token;
      const switched = await post<LoginResult>(
        proxy.baseUrl,
        API.login.switchCompanyLogin,
        { companyId: baiYun.companyId },
        multi,
      );
      const receiver = switched.data.token;
      const stockOf = (token: string) =>
        post<Page<StockRow>>(
          proxy.baseUrl,
          API.customerStock.searchCustomerStock,
          { pageNum: 1, pageSize: 100, trayTypeCode: TRAY },
          token,
        );
      const from = (await stockOf(sender)).data.list.find((row) => row.available >= 5)!;
      const [toWarehouse] = (
        await post<Page<Warehouse>>(
          proxy.baseUrl,
          API.recevingaddress.searchList,
          { pageNum: 1, pageSize: 10 },
          receiver,
        )
      ).data.list;
      const onHandAt = async (token: string, warehouseId: string) =>
        (await stockOf(token)).data.list.find((row) => row.warehouseId === warehouseId)?.onHand ?? 0;
      const [senderBefore, receiverBefore] = [
        await onHandAt(sender, from.warehouseId),
        await onHandAt(receiver, toWarehouse!.id),
      ];

      // The same request twice, each on its own connection (so through both nodes): one transfer.
      const body = {
        requestId: randomUUID().replaceAll('-', ''),
        fromWarehouseId: from.warehouseId,
        toCompanyId: baiYun.companyId,
        trayTypeCode: TRAY,
        quantity: 5,
      };
      const sent = await inTurn(2, () =>
        post<Transfer>(proxy.baseUrl, API.customerStock.updateAllocationStockOut, body, sender),
      );
      assert.deepEqual(new Set(sent.map((s) => s.servedBy)), nodeNames());
      assert.deepEqual(
        sent.map((s) => `${s.errcode} ${s.errmsg}`),
        ['0 操作成功', '0 操作成功'],
      );
      assert.equal(sent[1]!.data.id, sent[0]!.data.id);
      const transfer = sent[0]!.data;

      const waiting = await post<Page<SignRow>>(
        proxy.baseUrl,
        API.customerWarehousingManagement.searchSignList,
        { pageNum: 1, pageSize: 100, sourceType: 'transfer', status: 'pending' },
        receiver,
      );
      assert.ok(waiting.data.list.some((row) => row.id === transfer.id));
      const signed = await post<Transfer>(
        proxy.baseUrl,
        API.customerWarehousingManagement.sign,
        { sourceType: 'transfer', id: transfer.id, warehouseId: toWarehouse!.id },
        receiver,
      );
      assert.equal(signed.data.status, 'accepted');
      assert.equal(await onHandAt(sender, from.warehouseId), senderBefore - 5);
      assert.equal(await onHandAt(receiver, toWarehouse!.id), receiverBefore + 5);

      // The sender's export of its sent transfers, streamed through the proxy, lists it, as CSV and XLSX.
      const exportUrl = (format: string) =>
        `${proxy.baseUrl}${API.customerStock.searchAllocationList}Export?direction=out&format=${format}&token=${encodeURIComponent(sender)}`;
      const csv = await fetch(exportUrl('csv'));
      assert.equal(csv.status, 200);
      assert.match(await csv.text(), new RegExp(transfer.documentNo));
      const xlsx = await fetch(exportUrl('xlsx'));
      assert.equal(xlsx.status, 200);
      assert.equal(
        Buffer.from(await xlsx.arrayBuffer())
          .subarray(0, 2)
          .toString(),
        'PK',
      );
    });

    test('a file uploaded through one node opens through both', async () => {
      const { token } = await freshLogin(proxy.baseUrl, 'demo_pallet');
      const form = new FormData();
      form.append('file', new Blob([PDF]), '回单.pdf');
      const uploaded = (await (
        await fetch(`${proxy.baseUrl}${API.common.uploadFile}`, {
          method: 'POST',
          body: form,
          headers: { token },
        })
      ).json()) as Envelope<UploadedFile>;
      const opened = await inTurn(2, async () => {
        const answer = await fetch(`${proxy.baseUrl}${uploaded.data.url}&token=${encodeURIComponent(token)}`);
        return { node: answer.headers.get(NODE_HEADER), bytes: Buffer.from(await answer.arrayBuffer()) };
      });
      assert.deepEqual(new Set(opened.map((o) => o.node)), nodeNames());
      for (const { bytes } of opened) assert.deepEqual(bytes, PDF);
    });

    test('a login through one node reaches a live unread stream held on the other', async () => {
      const crossed = await loginNoticeCrossesServers(proxy.baseUrl, 'demo_home', (response) =>
        response.headers.get(NODE_HEADER),
      );
      assert.notEqual(crossed.stream, crossed.login);
    });

    test('a rolling restart: SIGTERM drains node1 while calls go on, none fails, and node1 comes back', async () => {
      const node1 = nodes.get('node1')!;
      const { token } = await freshLogin(proxy.baseUrl, 'demo_pallet');
      const calls = keepCalling(proxy.baseUrl, token);
      await calls.more(10);

      const from = proxy.lines.length;
      assert.equal(await node1.stop('SIGTERM'), 0, 'node1 drained and exited 0');
      await proxy.waitForNode('node1', 'DOWN', from);
      const drainedAt = (await calls.more(10)).length;
      nodes.set('node1', await startNode('node1', node1.port, nodeEnv));
      await proxy.waitForNode('node1', 'UP', from);
      await calls.more(4);
      const done = await calls.stop();

      assert.deepEqual(
        done.filter((call) => !call.ok),
        [],
      );
      assert.ok(
        done.slice(drainedAt).some((call) => call.servedBy === 'node1'),
        `the restarted node1 serves again: ${done.map((c) => c.servedBy).join(' ')} ${drainedAt}\n${proxy.lines.filter((l) => /Server /.test(l)).join('\n')}`,
      );
    });

    test('killing node2 mid-run: node1 carries on and no call fails', async () => {
      const node2 = nodes.get('node2')!;
      const { token } = await freshLogin(proxy.baseUrl, 'demo_pallet');
      const calls = keepCalling(proxy.baseUrl, token);
      await calls.more(10);

      const from = proxy.lines.length;
      await node2.stop('SIGKILL');
      await proxy.waitForNode('node2', 'DOWN', from);
      const killedAt = (await calls.more(10)).length;
      await freshLogin(proxy.baseUrl, 'demo_pallet');
      const done = await calls.stop();

      assert.deepEqual(
        done.filter((call) => !call.ok),
        [],
      );
      assert.ok(done.slice(killedAt).every((call) => call.servedBy === 'node1'));
      nodes.delete('node2');
    });
  },
);
