import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '../../../src/contract/webhooks';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { requestId } from '../../testing/moves-suite';
import { stockFixtures } from '../../testing/stock-fixtures';
import { readSheet } from '../../testing/xlsx-sheet';
import { allDeliveries } from './deliveries';
import { newDelivery } from './record';
import { DEMO_URL } from './seed';
import { webhooksDb } from './tables';

const W = API.webhook;
const endpoint = (url: string, extra: object = {}) => ({
  url,
  description: 'ERP',
  eventTypes: ['transfer.signed', 'bill.issued'],
  enabled: true,
  requestId: requestId(),
  ...extra,
});

function expectUrlRefused(body: { errcode: number; data: unknown }, url: string) {
  expect(body.errcode, url).toBe(Errcode.VALIDATION_FAILED);
  expect(body.data, url).toEqual({ fields: [expect.objectContaining({ field: 'url' })] });
}

describe.each(TEST_DIALECTS)('webhook endpoints on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    token = await server.login('demo_center');
  });
  afterAll(() => server.close());

  const create = (body: object) => server.post<WebhookEndpointWithSecret>(W.createEndpoint, body, token);
  const list = async () =>
    (await server.post<Page<WebhookEndpoint>>(W.endpointList, { pageNum: 1, pageSize: 100 }, token)).body
      .data;

  it('creates an endpoint once per request id, shows its secret then and never in the list', async () => {
    const request = endpoint('https://erp.example.com/hooks');
    const first = await create(request);
    expect(first.body.errcode).toBe(0);
    expect(first.body.data.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(first.body.data).toMatchObject({ url: 'https://erp.example.com/hooks', enabled: true });
    expect(first.body.data.secretHint).toBe(first.body.data.secret.slice(-4));
    const again = await create(request);
    expect(again.body.data.id).toBe(first.body.data.id);

    const listed = (await list()).list.filter((row) => row.id === first.body.data.id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('secret');
    expect(listed[0]?.eventTypes).toEqual(['transfer.signed', 'bill.issued']);
  });

  it('takes https and, loopback being allowed here, http to loopback hosts; never credentials (2003 naming url)', async () => {
    for (const url of ['http://127.0.0.1:8089/hook', 'http://localhost/hook', 'http://[::1]:9000/x'])
      expect((await create(endpoint(url))).body.errcode).toBe(0);
    for (const url of [
      'http://erp.example.com/hook',
      'http://10.0.0.5/hook',
      'https://192.168.1.20/hook',
      'https://user:pw@erp.example.com/hook',
      'ftp://erp.example.com/',
      'not a url',
    ])
      expectUrlRefused((await create(endpoint(url))).body, url);
    const none = await create(endpoint('https://erp.example.com/', { eventTypes: [] }));
    expect(none.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(JSON.stringify(none.body.data)).toContain('eventTypes');
    const unknown = await create(endpoint('https://erp.example.com/', { eventTypes: ['stock.stolen'] }));
    expect(unknown.body.errcode).toBe(Errcode.VALIDATION_FAILED);
  });

  it('updates, rotates the secret (answered once, different) and deletes with the deliveries', async () => {
    const created = (await create(endpoint('https://erp.example.com/a'))).body.data;
    const updated = await server.post<WebhookEndpoint>(
      W.updateEndpoint,
      {
        id: created.id,
        url: 'https://erp.example.com/b',
        description: '新',
        eventTypes: ['waybill.arrived'],
        enabled: false,
      },
      token,
    );
    expect(updated.body.data).toMatchObject({
      url: 'https://erp.example.com/b',
      description: '新',
      eventTypes: ['waybill.arrived'],
      enabled: false,
      secretHint: created.secretHint,
    });
    const rotated = await server.post<WebhookEndpointWithSecret>(W.rotateSecret, { id: created.id }, token);
    expect(rotated.body.data.secret).not.toBe(created.secret);
    const stored = await webhooksDb(server.db)
      .selectFrom('webhook_endpoints')
      .select('secret')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).toBe(rotated.body.data.secret);

    // A ping to a dead loopback port leaves a delivery and an attempt behind; deleting takes them along.
    const ping = await server.post<WebhookDelivery>(W.sendPing, { id: created.id }, token);
    expect(ping.body.data).toMatchObject({ eventType: 'ping', attempts: 1 });
    expect((await server.post(W.deleteEndpoint, { id: created.id }, token)).body.errcode).toBe(0);
    expect((await list()).list.map((row) => row.id)).not.toContain(created.id);
    const left = await webhooksDb(server.db)
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', created.id)
      .execute();
    expect(left).toEqual([]);
    const again = await server.post(W.deleteEndpoint, { id: created.id }, token);
    expect(again.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '推送接口不存在' });
  });

  it("never shows or touches another company's endpoint", async () => {
    const baiYun = await stockFixtures(server.db).companyId('baiYun');
    const now = Date.now();
    await webhooksDb(server.db)
      .insertInto('webhook_endpoints')
      .values({
        id: 'other-company-endpoint',
        company_id: baiYun,
        url: 'https://baiyun.example.com/',
        description: '',
        event_types: 'transfer.signed',
        enabled: 1,
        secret: 'whsec_other',
        request_id: 'other',
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    expect((await list()).list.map((row) => row.id)).not.toContain('other-company-endpoint');
    for (const path of [W.rotateSecret, W.sendPing, W.deleteEndpoint]) {
      const { body } = await server.post(path, { id: 'other-company-endpoint' }, token);
      expect(body, path).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '推送接口不存在' });
    }
  });

  it('is the company administrator’s alone: another area, or the same account no longer administrator, gets 4030', async () => {
    const pallet = await server.login('demo_pallet');
    expect((await server.post(W.endpointList, { pageNum: 1, pageSize: 10 }, pallet)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    const account = await server.db
      .selectFrom('accounts')
      .select('id')
      .where('user_account', '=', 'demo_center')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('memberships')
      .set({ is_admin: 0 })
      .where('account_id', '=', account.id)
      .execute();
    try {
      const refused = await server.post(W.createEndpoint, endpoint('https://erp.example.com/'), token);
      expect(refused.body.errcode).toBe(Errcode.NO_PERMISSION);
    } finally {
      await server.db
        .updateTable('memberships')
        .set({ is_admin: 1 })
        .where('account_id', '=', account.id)
        .execute();
    }
  });

  it('lists the demo endpoint of 上海乐橙 (disabled, https under .example) with its logged deliveries', async () => {
    const demo = (await list()).list.find((row) => row.url === DEMO_URL);
    expect(demo).toMatchObject({ enabled: false });
    const deliveries = await server.post<Page<WebhookDelivery>>(
      W.deliveryList,
      { pageNum: 1, pageSize: 20, endpointId: demo?.id },
      token,
    );
    expect(deliveries.body.data.total).toBe(5);
    expect(new Set(deliveries.body.data.list.map((row) => row.state))).toEqual(
      new Set(['succeeded', 'failed']),
    );
  });

  it('exports the deliveries as CSV and XLSX with the list’s filters and order, the company’s own alone, to the administrator', async () => {
    const demo = (await list()).list.find((row) => row.url === DEMO_URL);
    const exported = (query: string, as = token) =>
      fetch(`${server.baseUrl}${W.deliveryList}Export?${query}&token=${as}`);
    // Another company's delivery, created now: the newest of all, and never in this company's file.
    const baiYun = await stockFixtures(server.db).companyId('baiYun');
    const foreignEndpoint = { id: 'baiyun-export-endpoint', company_id: baiYun };
    await webhooksDb(server.db)
      .insertInto('webhook_endpoints')
      .values({
        ...foreignEndpoint,
        url: 'https://baiyun.example.com/hooks',
        description: '',
        event_types: 'transfer.signed',
        enabled: 0,
        secret: 'whsec_baiyun',
        request_id: 'baiyun-export',
        created_by: null,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    const foreign = newDelivery(foreignEndpoint, 'transfer.signed', {}, Date.now());
    await webhooksDb(server.db).insertInto('webhook_deliveries').values(foreign).execute();

    const failed = await exported(`format=csv&endpointId=${demo?.id}&state=failed`);
    expect(failed.headers.get('content-type')).toContain('text/csv');
    expect(failed.headers.get('content-disposition')).toContain('.csv');
    const lines = (await failed.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      '投递 ID,事件类型,接口地址,状态,尝试次数,最近应答,最近错误,创建时间,投递成功时间,下次重试',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,运单已到达,${DEMO_URL},失败,5,,请求失败：ENOTFOUND,`);

    const everything = await exported('format=xlsx');
    expect(everything.headers.get('content-type')).toContain('spreadsheetml');
    const sheet = await readSheet(await everything.arrayBuffer(), 10);
    const listed = await server.post<Page<WebhookDelivery>>(
      W.deliveryList,
      { pageNum: 1, pageSize: 100 },
      token,
    );
    expect(sheet.slice(1).map((row) => row[0])).toEqual(listed.body.data.list.map((row) => row.id));
    expect(sheet.slice(1).map((row) => row[0])).not.toContain(foreign.id);
    expect(sheet.find((row) => row[0] === listed.body.data.list.at(-1)?.id)).toEqual([
      expect.any(String),
      '测试推送',
      DEMO_URL,
      '成功',
      1,
      200,
      null,
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      null,
    ]);

    const pallet = await server.login('demo_pallet');
    const refused = await exported('format=csv&check=1', pallet);
    expect(await refused.json()).toMatchObject({ errcode: Errcode.NO_PERMISSION });
  });

  it('reads the export in keyset batches that neither skip nor repeat a delivery, ties on a boundary too', async () => {
    const demo = await webhooksDb(server.db)
      .selectFrom('webhook_endpoints')
      .select(['id', 'company_id'])
      .where('url', '=', DEMO_URL)
      .executeTakeFirstOrThrow();
    // Seven old deliveries, the middle three at one instant, so a batch of three ends inside the tie.
    const times = [1_000, 2_000, 3_000, 3_000, 3_000, 4_000, 5_000];
    await webhooksDb(server.db)
      .insertInto('webhook_deliveries')
      .values(
        times.map((at) => ({ ...newDelivery(demo, 'transfer.signed', {}, at), state: 'failed' as const })),
      )
      .execute();
    const listed = await server.post<Page<WebhookDelivery>>(
      W.deliveryList,
      { pageNum: 1, pageSize: 100 },
      token,
    );
    const exported: string[] = [];
    for await (const row of allDeliveries(server.db, { companyId: demo.company_id }, {}, 3))
      exported.push(row.id);
    expect(listed.body.data.total).toBeLessThan(100);
    expect(exported).toEqual(listed.body.data.list.map((row) => row.id));
  });
});

describe.each(TEST_DIALECTS)(
  'webhook endpoint addresses with loopback not allowed (the default) on %s',
  (dialect) => {
    let server: TestServer;
    let token: string;
    beforeAll(async () => {
      server = await startTestServer({ dialect, config: { webhookAllowLoopback: false } });
      token = await server.login('demo_center');
    });
    afterAll(() => server.close());

    it('refuses loopback, private and link-local addresses named literally (2003 naming url)', async () => {
      for (const url of [
        'http://127.0.0.1:8089/hook',
        'https://127.0.0.2/hook',
        'http://localhost/hook',
        'https://localhost:8443/hook',
        'https://[::1]/hook',
        'https://[::ffff:127.0.0.1]/hook',
        'https://10.1.2.3/hook',
        'https://172.16.0.1/hook',
        'https://192.168.0.10/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[fe80::1]/hook',
        'https://[fd00::1]/hook',
        'https://0.0.0.0/hook',
      ]) {
        const { body } = await server.post(W.createEndpoint, endpoint(url), token);
        expectUrlRefused(body, url);
      }
      const byName = await server.post(W.createEndpoint, endpoint('https://erp.example.com/hook'), token);
      expect(byName.body.errcode).toBe(0);
      const publicAddress = await server.post(W.createEndpoint, endpoint('https://203.0.113.7/hook'), token);
      expect(publicAddress.body.errcode).toBe(0);
    });

    it('lets the administrator edit and enable the demo endpoint', async () => {
      const listed = await server.post<Page<WebhookEndpoint>>(
        W.endpointList,
        { pageNum: 1, pageSize: 100 },
        token,
      );
      const demo = listed.body.data.list.find((row) => row.url === DEMO_URL);
      expect(demo).toMatchObject({ enabled: false });
      const { body } = await server.post<WebhookEndpoint>(
        W.updateEndpoint,
        { id: demo?.id, url: DEMO_URL, description: 'ERP', eventTypes: ['bill.issued'], enabled: true },
        token,
      );
      expect(body.errcode).toBe(0);
      expect(body.data).toMatchObject({ url: DEMO_URL, enabled: true });
    });
  },
);
