import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page } from '../../../src/contract/envelope';
import { LOCALE_HEADER, type Locale } from '../../../src/contract/locale';
import type { Transfer } from '../../../src/contract/stock';
import type {
  WebhookAttempt,
  WebhookBody,
  WebhookDelivery,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '../../../src/contract/webhooks';
import { connectDatabase } from '../../db/connect';
import { movesSuite, requestId } from '../../testing/moves-suite';
import { startTestServer, TEST_DIALECTS } from '../../testing/test-server';
import { inTransaction } from '../ledger';
import type { Resolver } from './address-policy';
import { claimDue, type DeliveryDeps, type DeliveryTiming } from './deliver';
import { newDelivery, recordWebhookEvent } from './record';
import { webhooksDb } from './tables';
import { startReceiver, type TestReceiver } from './test-receiver';
import { workerName } from '../../jobs/periodic';
import { sendDueDeliveries } from './worker';

const W = API.webhook;
const MINUTE = 60_000;

/** The README's verification recipe ("Webhooks"), as a receiver would run it. */
function verify(secret: string, rawBody: string, header: string, now = Date.now()): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('='))) as Record<
    string,
    string
  >;
  if (!t || !v1 || Math.abs(now / 1000 - Number(t)) > 300) return false; // stale or replayed
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}

/** Short and deterministic: 1 min after the first failure, doubling, jitter factor 0.5 + 0.999/2. */
const TIMING: DeliveryTiming = {
  timeoutMs: 2000,
  leaseMs: 60_000,
  baseDelayMs: MINUTE,
  maxDelayMs: 2 * 60 * MINUTE,
  random: () => 0.999,
};

describe.each(TEST_DIALECTS)('webhook deliveries on %s', (dialect) => {
  const t = movesSuite(dialect);
  let receiver: TestReceiver;
  let admin: string;
  beforeAll(async () => {
    receiver = await startReceiver();
    admin = await t.server.login('demo_center');
  });
  afterAll(() => receiver.close());
  afterEach(async () => {
    // Tests move the clock by days: a new session for the next.
    admin = await t.server.login('demo_center');
    // Each test starts with no enabled endpoint and nothing due.
    receiver.received.length = 0;
    receiver.answer = 200;
    receiver.delayMs = 0;
    await webhooksDb(t.server.db).updateTable('webhook_endpoints').set({ enabled: 0 }).execute();
    await webhooksDb(t.server.db)
      .updateTable('webhook_deliveries')
      .set({ state: 'failed' })
      .where('state', '=', 'pending')
      .execute();
  });

  const deps = (): DeliveryDeps => t.server.app.deps;
  const runWorker = () => sendDueDeliveries(deps(), workerName(), { batchSize: 10, timing: TIMING });
  const subscribe = async (eventTypes: WebhookEventType[]) => {
    const { body } = await t.server.post<WebhookEndpointWithSecret>(
      W.createEndpoint,
      { url: receiver.url, description: '', eventTypes, enabled: true, requestId: requestId() },
      admin,
    );
    expect(body.errcode).toBe(0);
    return body.data;
  };
  /** A bill.issued event of 上海乐橙, written as a business transaction would. */
  const recordBill = (now = t.server.app.deps.clock()) =>
    inTransaction(t.server.db, (trx) =>
      recordWebhookEvent(trx, t.ids.leCheng, 'bill.issued', billData(t.ids.leCheng), now),
    );
  const deliveriesOf = (endpointId: string) =>
    webhooksDb(t.server.db)
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', endpointId)
      .execute();
  /** An enabled endpoint of 上海乐橙 for bill.issued at a URL registration would refuse (written directly). */
  const insertEndpoint = async (url: string) => {
    const id = `endpoint-${requestId()}`;
    await webhooksDb(t.server.db)
      .insertInto('webhook_endpoints')
      .values({
        id,
        company_id: t.ids.leCheng,
        url,
        description: '',
        event_types: 'bill.issued',
        enabled: 1,
        secret: 'whsec_test',
        request_id: id,
        created_by: null,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    return id;
  };
  const attemptsOf = async (id: string) =>
    (await t.server.post<WebhookAttempt[]>(W.deliveryAttempts, { id }, admin)).body.data;

  it('writes the outbox row with the signing, sends nothing inline, and the worker delivers it signed', async () => {
    const endpoint = await subscribe(['transfer.signed']);
    receiver.answer = 'hang'; // an endpoint that never answers must not hold the business call
    await t.stockUp(10);
    const created = await t.server.post<Transfer>(
      '/api/api/customerStock/updateAllocationStockOut',
      {
        requestId: requestId(),
        fromWarehouseId: t.ids.suZhou,
        toCompanyId: t.ids.baiYun,
        trayTypeCode: '1311',
        quantity: 10,
      },
      t.tokens.pallet,
    );
    const started = performance.now();
    const signed = await t.server.post<Transfer>(
      '/api/api/customerWarehousingManagement/sign',
      { sourceType: 'transfer', id: created.body.data.id, warehouseId: t.ids.baiYunWarehouse },
      t.tokens.baiYun,
    );
    const signingMs = performance.now() - started;
    expect(signed.body.data.status).toBe('accepted');
    expect(signingMs).toBeLessThan(TIMING.timeoutMs);
    const [outbox, ...more] = await deliveriesOf(endpoint.id);
    expect(more).toEqual([]);
    expect(outbox).toMatchObject({ event_type: 'transfer.signed', state: 'pending', attempts: 0 });
    expect(receiver.received).toEqual([]);

    receiver.answer = 200;
    expect(await runWorker()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const headers = request?.headers ?? {};
    expect(headers['x-yelopack-event']).toBe('transfer.signed');
    expect(headers['x-yelopack-delivery']).toBe(outbox?.id);
    expect(headers['x-yelopack-signature']).toMatch(
      new RegExp(`^t=${String(headers['x-yelopack-timestamp'])},v1=[0-9a-f]{64}$`),
    );
    expect(verify(endpoint.secret, request?.body ?? '', String(headers['x-yelopack-signature']))).toBe(true);
    // One changed byte, another secret, or the same delivery replayed 6 minutes later: refused.
    expect(verify(endpoint.secret, `${request?.body} `, String(headers['x-yelopack-signature']))).toBe(false);
    expect(verify('whsec_other', request?.body ?? '', String(headers['x-yelopack-signature']))).toBe(false);
    expect(
      verify(
        endpoint.secret,
        request?.body ?? '',
        String(headers['x-yelopack-signature']),
        Date.now() + 6 * MINUTE,
      ),
    ).toBe(false);
    const body = JSON.parse(request?.body ?? '{}') as WebhookBody;
    expect(body).toMatchObject({
      id: outbox?.id,
      type: 'transfer.signed',
      companyId: t.ids.leCheng,
      data: {
        transferId: created.body.data.id,
        documentNo: created.body.data.documentNo,
        quantity: 10,
        toCompanyId: t.ids.baiYun,
      },
    });
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ state: 'succeeded', attempts: 1, last_status: 200, lease_owner: null });
    expect(await runWorker()).toBe(0);
  });

  it('retries with back-off while the endpoint is down and succeeds once it is back', async () => {
    const endpoint = await subscribe(['bill.issued']);
    await recordBill();
    await receiver.down();
    try {
      expect(await runWorker()).toBe(1);
      const [first] = await deliveriesOf(endpoint.id);
      expect(first).toMatchObject({ state: 'pending', attempts: 1, last_status: null });
      expect(first?.last_error).toBe('请求失败：ECONNREFUSED');
      // Not due before its back-off (about a minute); due after it, and still refused.
      expect(await runWorker()).toBe(0);
      t.server.advanceTime(MINUTE + 1000);
      expect(await runWorker()).toBe(1);
      const [second] = await deliveriesOf(endpoint.id);
      expect((second?.next_attempt_at ?? 0) - t.server.app.deps.clock()).toBeGreaterThan(1.9 * MINUTE);
    } finally {
      await receiver.up();
    }
    t.server.advanceTime(2 * MINUTE + 1000);
    expect(await runWorker()).toBe(1);
    const [delivered] = await deliveriesOf(endpoint.id);
    expect(delivered).toMatchObject({ state: 'succeeded', attempts: 3, last_status: 200, last_error: '' });
    expect(receiver.received.map((r) => r.headers['x-yelopack-delivery'])).toEqual([delivered?.id]);
    const attempts = await attemptsOf(delivered?.id ?? '');
    expect(attempts.map((a) => a.statusCode)).toEqual([null, null, 200]);
    expect(attempts[2]).toMatchObject({ responseBody: '{"answered":200}', error: '', manual: false });
  });

  it('words a failed try in both languages: the list and its attempts read in the requester’s', async () => {
    const endpoint = await subscribe(['bill.issued']);
    await recordBill();
    await receiver.down();
    try {
      expect(await runWorker()).toBe(1);
    } finally {
      await receiver.up();
    }
    const [delivery] = await deliveriesOf(endpoint.id);
    const read = async (locale: Locale) => {
      const headers = { [LOCALE_HEADER]: locale };
      const list = await t.server.post<Page<WebhookDelivery>>(
        W.deliveryList,
        { pageNum: 1, pageSize: 10, endpointId: endpoint.id },
        admin,
        headers,
      );
      const attempts = await t.server.post<WebhookAttempt[]>(
        W.deliveryAttempts,
        { id: delivery?.id },
        admin,
        headers,
      );
      return [list.body.data.list[0]?.lastError, attempts.body.data[0]?.error];
    };
    expect(await read('zh-CN')).toEqual(['请求失败：ECONNREFUSED', '请求失败：ECONNREFUSED']);
    expect(await read('en-US')).toEqual(['Request failed: ECONNREFUSED', 'Request failed: ECONNREFUSED']);
  });

  it('fails a delivery after 24 hours of tries; replaying it by hand sends the same delivery id again', async () => {
    const endpoint = await subscribe(['bill.issued']);
    await recordBill();
    receiver.answer = 500;
    let hours = 0;
    for (; hours < 30; hours += 1) {
      await runWorker();
      const [row] = await deliveriesOf(endpoint.id);
      if (row?.state === 'failed') break;
      t.server.advanceTime(60 * MINUTE);
    }
    expect(hours).toBeGreaterThanOrEqual(22);
    expect(hours).toBeLessThanOrEqual(25);
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ state: 'failed', last_status: 500, last_error: 'HTTP 500' });
    const tries = receiver.received.length;
    expect(tries).toBe(failed?.attempts);
    t.server.advanceTime(24 * 60 * MINUTE);
    expect(await runWorker()).toBe(0);

    receiver.answer = 204;
    admin = await t.server.login('demo_center');
    const replayed = await t.server.post<WebhookDelivery>(W.replayDelivery, { id: failed?.id }, admin);
    expect(replayed.body.data).toMatchObject({
      id: failed?.id,
      state: 'succeeded',
      attempts: tries + 1,
      lastStatus: 204,
    });
    const last = receiver.received.at(-1);
    expect(last?.headers['x-yelopack-delivery']).toBe(failed?.id);
    expect(last?.body).toBe(failed?.body);
    expect(
      verify(
        endpoint.secret,
        last?.body ?? '',
        String(last?.headers['x-yelopack-signature']),
        t.server.app.deps.clock(),
      ),
    ).toBe(true);
    expect((await attemptsOf(failed?.id ?? '')).at(-1)).toMatchObject({ statusCode: 204, manual: true });
  });

  it('sends a test ping at once and answers its result', async () => {
    const endpoint = await subscribe(['contract.signed']);
    const { body } = await t.server.post<WebhookDelivery>(W.sendPing, { id: endpoint.id }, admin);
    expect(body.data).toMatchObject({ eventType: 'ping', state: 'succeeded', attempts: 1, lastStatus: 200 });
    expect(receiver.received.map((r) => r.headers['x-yelopack-event'])).toEqual(['ping']);
  });

  it('never sends one delivery twice with two workers on two connections racing', async () => {
    const endpoint = await subscribe(['bill.issued']);
    const now = t.server.app.deps.clock();
    for (let i = 0; i < 24; i += 1) await recordBill(now);
    receiver.delayMs = 15;
    const { databaseUrl, dataDir } = t.server.app.deps.config;
    const other = connectDatabase({ databaseUrl, dataDir });
    try {
      const options = { batchSize: 3, timing: TIMING };
      const sent = await Promise.all([
        sendDueDeliveries(deps(), workerName(), options),
        sendDueDeliveries({ ...deps(), db: other.db }, workerName(), options),
        sendDueDeliveries({ ...deps(), db: other.db }, workerName(), options),
      ]);
      expect(sent.reduce((a, b) => a + b, 0)).toBe(24);
    } finally {
      await other.db.destroy();
    }
    const ids = receiver.received.map((r) => r.headers['x-yelopack-delivery']);
    expect(ids).toHaveLength(24);
    expect(new Set(ids).size).toBe(24);
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.every((row) => row.state === 'succeeded' && row.attempts === 1)).toBe(true);
  });

  it('refuses, when sent, a name resolving to a private, loopback or link-local address, connecting nowhere', async () => {
    const port = new URL(receiver.url).port;
    const endpointId = await insertEndpoint(`https://erp.lecheng.example:${port}/hook`);
    for (const address of ['10.0.0.8', '127.0.0.1', '169.254.169.254', 'fd12::1']) {
      await recordBill();
      const asked: string[] = [];
      const strict = {
        ...deps(),
        config: { webhookAllowLoopback: false },
        resolve: resolvingTo(address, asked),
      };
      expect(await sendDueDeliveries(strict, workerName(), { batchSize: 10, timing: TIMING })).toBe(1);
      const [row] = (await deliveriesOf(endpointId)).filter((d) => d.state === 'pending');
      expect(row).toMatchObject({ attempts: 1, last_status: null });
      expect(row?.last_error).toBe(
        `地址不允许：erp.lecheng.example 解析为内网、本机或链路本地地址 ${address}`,
      );
      expect((await attemptsOf(row?.id ?? ''))[0]?.error).toBe(row?.last_error);
      expect(asked).toEqual(['erp.lecheng.example']);
      await webhooksDb(t.server.db).updateTable('webhook_deliveries').set({ state: 'failed' }).execute();
    }
    expect(receiver.received).toEqual([]);
  });

  it('refuses, when sent, a loopback endpoint registered while allowed once the node no longer allows it', async () => {
    const endpoint = await subscribe(['bill.issued']);
    await recordBill();
    const strict = { ...deps(), config: { webhookAllowLoopback: false } };
    expect(await sendDueDeliveries(strict, workerName(), { batchSize: 10, timing: TIMING })).toBe(1);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: '地址不允许：127.0.0.1 解析为内网、本机或链路本地地址 127.0.0.1',
    });
    expect(receiver.received).toEqual([]);
  });

  it('connects to the address it resolved and checked, resolving the name once', async () => {
    // No DNS knows this name: the request reaches the receiver only through the checked answer.
    const endpointId = await insertEndpoint(
      `http://hooks.lecheng.example:${new URL(receiver.url).port}/hook`,
    );
    await recordBill();
    const asked: string[] = [];
    expect(
      await sendDueDeliveries({ ...deps(), resolve: resolvingTo('127.0.0.1', asked) }, workerName(), {
        batchSize: 10,
        timing: TIMING,
      }),
    ).toBe(1);
    expect(asked).toEqual(['hooks.lecheng.example']);
    expect(receiver.received).toHaveLength(1);
    const [row] = await deliveriesOf(endpointId);
    expect(row).toMatchObject({ state: 'succeeded', last_status: 200 });
  });

  it('sends a delivery a killed worker had claimed once its lease expires, and not before', async () => {
    const endpoint = await subscribe(['bill.issued']);
    await recordBill();
    // The killed worker claimed it and never sent it nor let go of it.
    const { won } = await claimDue(deps(), workerName(), TIMING, 10);
    expect(won).toHaveLength(1);
    expect(await runWorker()).toBe(0);
    t.server.advanceTime(TIMING.leaseMs - 1000);
    expect(await runWorker()).toBe(0);
    t.server.advanceTime(2000);
    expect(await runWorker()).toBe(1);
    expect(receiver.received.map((r) => r.headers['x-yelopack-delivery'])).toEqual(won);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ state: 'succeeded', attempts: 1, lease_owner: null, lease_until: null });
  });

  it('lists deliveries filtered by endpoint, event type, state and day, only the company’s own', async () => {
    const endpoint = await subscribe(['bill.issued', 'transfer.signed']);
    await recordBill();
    const list = async (filters: object) =>
      (
        await t.server.post<{ list: WebhookDelivery[]; total: number }>(
          W.deliveryList,
          { pageNum: 1, pageSize: 100, endpointId: endpoint.id, ...filters },
          admin,
        )
      ).body;
    expect((await list({})).data.total).toBe(1);
    expect((await list({ eventType: 'bill.issued', state: 'pending' })).data.total).toBe(1);
    expect((await list({ eventType: 'transfer.signed' })).data.total).toBe(0);
    expect((await list({ state: 'succeeded' })).data.total).toBe(0);
    expect((await list({ dateStart: '2000-01-01', dateEnd: '2000-01-02' })).data.total).toBe(0);
    const bad = await list({ dateStart: '2024-13-45' });
    expect(bad).toMatchObject({
      errcode: 2003,
      data: { fields: [expect.objectContaining({ field: 'dateStart' })] },
    });
    const [row] = (await list({})).data.list;
    expect(row).toMatchObject({ endpointUrl: receiver.url, attempts: 0, state: 'pending' });
    // Another company's delivery is not found, listed or replayed.
    const baiYunEndpoint = {
      id: 'baiyun-endpoint',
      company_id: t.ids.baiYun,
      url: receiver.url,
      description: '',
    };
    await webhooksDb(t.server.db)
      .insertInto('webhook_endpoints')
      .values({
        ...baiYunEndpoint,
        event_types: 'bill.issued',
        enabled: 0,
        secret: 'whsec_baiyun',
        request_id: 'baiyun',
        created_by: null,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    const foreign = newDelivery(
      baiYunEndpoint,
      'bill.issued',
      billData(t.ids.baiYun),
      t.server.app.deps.clock(),
    );
    await webhooksDb(t.server.db)
      .insertInto('webhook_deliveries')
      .values({ ...foreign, state: 'failed' })
      .execute();
    for (const path of [W.deliveryAttempts, W.replayDelivery]) {
      const { body } = await t.server.post(path, { id: foreign.id }, admin);
      expect(body, path).toMatchObject({ errcode: -1, errmsg: '投递记录不存在' });
    }
    const everything = await t.server.post<{ list: WebhookDelivery[] }>(
      W.deliveryList,
      { pageNum: 1, pageSize: 100 },
      admin,
    );
    expect(everything.body.data.list.map((d) => d.id)).not.toContain(foreign.id);
    expect(receiver.received).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)('the delivery worker of a closing app on %s', (dialect) => {
  it('finishes and logs the send under way when the app closes, and sends nothing after', async () => {
    const receiver = await startReceiver();
    const server = await startTestServer({
      dialect,
      deliverWebhooks: { pollMs: 20, batchSize: 10, timing: TIMING },
    });
    const { databaseUrl, dataDir } = server.app.deps.config;
    const observer = connectDatabase({ databaseUrl, dataDir });
    try {
      const admin = await server.login('demo_center');
      const { body } = await server.post<WebhookEndpointWithSecret>(
        W.createEndpoint,
        {
          url: receiver.url,
          description: '',
          eventTypes: ['bill.issued'],
          enabled: true,
          requestId: requestId(),
        },
        admin,
      );
      const { company_id: company } = await webhooksDb(observer.db)
        .selectFrom('webhook_endpoints')
        .select('company_id')
        .where('id', '=', body.data.id)
        .executeTakeFirstOrThrow();
      const recordIn = (db: DeliveryDeps['db']) =>
        inTransaction(db, (trx) =>
          recordWebhookEvent(trx, company, 'bill.issued', billData(company), Date.now()),
        );
      receiver.delayMs = 400;
      await recordIn(server.db);
      await until(() => receiver.received.length === 1);
      await server.app.close();
      const logged = await webhooksDb(observer.db)
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('endpoint_id', '=', body.data.id)
        .execute();
      expect(logged).toMatchObject([{ state: 'succeeded', attempts: 1, last_status: 200 }]);

      await recordIn(observer.db);
      await sleep(400); // 20 of the closed worker's polls
      expect(receiver.received).toHaveLength(1);
      // It did not look again either (on the closed database each look would fail and be logged).
      expect(server.logs.filter((line) => line.includes('webhook delivery pass failed'))).toEqual([]);
      const after = await webhooksDb(observer.db)
        .selectFrom('webhook_deliveries')
        .select(['state', 'attempts'])
        .where('endpoint_id', '=', body.data.id)
        .orderBy('created_at')
        .execute();
      expect(after).toEqual([
        { state: 'succeeded', attempts: 1 },
        { state: 'pending', attempts: 0 },
      ]);
    } finally {
      await observer.db.destroy();
      await server.close();
      await receiver.close();
    }
  });
});

/** Waits for the condition, checking every 10 ms, at most 5 s. */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5000) throw new Error('condition not met within 5 s');
    await sleep(10);
  }
}

/** A stand-in for node:dns lookup answering every name with the address, noting the names asked. */
const resolvingTo =
  (address: string, asked: string[]): Resolver =>
  (hostname, _options, callback) => {
    asked.push(hostname);
    callback(null, [{ address, family: isIP(address) }]);
  };

const billData = (company: string) => ({
  billId: 'b1',
  billNo: 'ZD1',
  kind: 'statement' as const,
  billerCompanyId: null,
  billedCompanyId: company,
  periodStart: '2026-01-01',
  periodEnd: '2026-01-31',
  totalFen: 100,
});
