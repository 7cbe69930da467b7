import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page, ValidationFailure } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import type {
  AllotPointsResult,
  EnvironmentalScore,
  IndividualPointsRow,
  PointsChangeRow,
  PointsPool,
  PointsPoolItemRow,
} from '../../../src/contract/points';
import { newId } from '../../db/ids';
import { stockFixtures } from '../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { applyMovements } from '../ledger';
import { referenceDb } from '../stock';
import { loginCenterSupervisor } from '../../testing/center-supervisor';
import { revokeSupervisorCodes } from '../../testing/revoke-codes';

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const PAGE = { pageNum: 1, pageSize: 100 };

/** Noon of a Shanghai calendar day yyyy-MM-dd. */
const noon = (day: string) => Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS + 12 * 3_600_000;

describe.each(TEST_DIALECTS)('balance points through HTTP on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  let accounts: Record<'demo_center' | 'demo_pallet' | 'demo_group', string>;

  const post = async <T>(path: string, body: unknown, token = center) =>
    (await server.post<T>(path, body, token)).body;
  const pool = async () => (await post<PointsPool>(API.customer.getCustomerIntegrationPool, {})).data;
  const allot = (accountId: string, points: number, requestId = newId(), token = center) =>
    post<AllotPointsResult>(API.customer.allotIntegration, { accountId, points, requestId }, token);
  const changes = async (target?: 'pool' | 'account') =>
    (
      await post<Page<PointsChangeRow>>(API.customer.getCustomerIntegrationChangeRecord, {
        ...PAGE,
        ...(target ? { target } : {}),
      })
    ).data;
  const individual = async () =>
    (await post<Page<IndividualPointsRow>>(API.IndividualPoints.searchIndividualPointsList, PAGE)).data.list;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const rows = await server.db
      .selectFrom('accounts')
      .select(['id', 'user_account'])
      .where('user_account', 'in', ['demo_center', 'demo_pallet', 'demo_group'])
      .execute();
    accounts = Object.fromEntries(rows.map((row) => [row.user_account, row.id])) as typeof accounts;
    center = await server.login('demo_center');
  });
  afterAll(() => server.close());

  it('shows the demo pool: confirmed statements minus allotments, its items adding up to the balance', async () => {
    const shown = await pool();
    expect(shown.companyName).toBe('上海乐橙食品有限公司');
    expect(shown.credited).toBeGreaterThan(0);
    expect(shown.balance).toBe(shown.credited - shown.allotted);
    const items = (await post<Page<PointsPoolItemRow>>(API.customer.getCustomerIntegrationItemList, PAGE))
      .data;
    expect(items.list.reduce((total, item) => total + item.points, 0)).toBe(shown.balance);
    expect(items.list.filter((item) => item.source === 'statement')).toHaveLength(1);
    const allotted = items.list.filter((item) => item.source === 'allot');
    expect(allotted.map((item) => item.sourceName).sort()).toEqual(['李娜', '王芳']);
    const people = await individual();
    expect(people.map((row) => row.userAccount)).toContain('demo_clerk');
    // What the accounts hold is what they were allotted less what they spent in the points shop (net of
    // the points cancelled orders gave back).
    const spent = (await changes('account')).list
      .filter((row) => row.source === 'shop' || row.source === 'shopRefund')
      .reduce((total, row) => total - row.delta, 0);
    expect(people.reduce((total, row) => total + row.points, 0)).toBe(shown.allotted - spent);
  });

  it('allots once per request id, both sides in the change record with their balances before and after', async () => {
    const before = await pool();
    const requestId = newId();
    const first = await allot(accounts.demo_pallet, 2, requestId);
    expect(first.errcode).toBe(0);
    const held = (await individual()).find((row) => row.accountId === accounts.demo_pallet)!.points;
    expect(first.data).toMatchObject({ points: 2, poolBalance: before.balance - 2, accountPoints: held });
    expect(first.data.allotNo).toMatch(/^FP\d{8}-\d{6}$/);
    const again = await allot(accounts.demo_pallet, 2, requestId);
    expect(again.data).toEqual(first.data);
    expect((await pool()).balance).toBe(before.balance - 2);
    const [poolRow] = (await changes('pool')).list;
    expect(poolRow).toMatchObject({
      source: 'allot',
      sourceNo: first.data.allotNo,
      delta: -2,
      before: before.balance,
      after: before.balance - 2,
      accountId: null,
    });
    const [accountRow] = (await changes('account')).list;
    expect(accountRow).toMatchObject({
      sourceNo: first.data.allotNo,
      accountId: accounts.demo_pallet,
      accountName: '李娜',
      delta: 2,
      before: held - 2,
      after: held,
    });
    const all = await changes();
    expect(all.total).toBe((await changes('pool')).total + (await changes('account')).total);
  });

  it('never allots more than the balance (2003 on points), not even to 20 racing requests', async () => {
    const { balance } = await pool();
    const over = await allot(accounts.demo_center, balance + 1);
    expect(over.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect((over.data as unknown as ValidationFailure).fields).toEqual([
      { field: 'points', message: `积分余额不足，当前余额 ${balance}` },
    ]);
    const each = Math.max(1, Math.floor(balance / 5));
    const answers = await Promise.all(Array.from({ length: 20 }, () => allot(accounts.demo_center, each)));
    const done = answers.filter((answer) => answer.errcode === 0);
    expect(done).toHaveLength(Math.floor(balance / each));
    for (const answer of answers.filter((a) => a.errcode !== 0)) {
      expect(answer.errcode).toBe(Errcode.VALIDATION_FAILED);
      expect((answer.data as unknown as ValidationFailure).fields.map((f) => f.field)).toEqual(['points']);
    }
    const after = await pool();
    expect(after.balance).toBe(balance - done.length * each);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    // Ten racing repeats of one request id allot (at most) once, and all answer the same allotment.
    if (after.balance > 0) {
      const requestId = newId();
      const repeats = await Promise.all(
        Array.from({ length: 10 }, () => allot(accounts.demo_pallet, 1, requestId)),
      );
      expect(new Set(repeats.map((r) => r.data.allotNo)).size).toBe(1);
      expect((await pool()).balance).toBe(after.balance - 1);
    }
  });

  it('refuses an account outside the company, bad fields (2003) and callers without the codes (4030)', async () => {
    const stranger = await allot(accounts.demo_group, 1);
    expect(stranger).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '账号不存在', data: null });
    const bad = await post(API.customer.allotIntegration, { accountId: '', points: 0.5 });
    expect(bad.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect((bad.data as ValidationFailure).fields.map((f) => f.field).sort()).toEqual([
      'accountId',
      'points',
      'requestId',
    ]);
    const pallet = await server.login('demo_pallet');
    expect((await post(API.customer.getCustomerIntegrationPool, {}, pallet)).errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    // A 业务主管 sub-account of the center (the administrator demo_center holds every code).
    const supervisor = await loginCenterSupervisor(server);
    await revokeSupervisorCodes(server.db, ['center-settle-balancePoints-operation']);
    expect((await allot(accounts.demo_pallet, 1, newId(), supervisor)).errcode).toBe(Errcode.NO_PERMISSION);
    expect((await post(API.customer.getCustomerIntegrationPool, {}, supervisor)).errcode).toBe(0);
  });

  it('exports the change record (CSV) with the rows the list shows', async () => {
    const response = await fetch(
      `${server.baseUrl}${API.customer.getCustomerIntegrationChangeRecord}Export?format=csv&target=pool&token=${center}`,
    );
    const text = await response.text();
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('变动积分');
    const shown = await changes('pool');
    expect(lines).toHaveLength(shown.total + 1);
    expect(lines[1]).toContain(shown.list[0]!.sourceNo);
  });

  it('counts pallet-days of a period per tray type and their CO2e (530 g a pallet-day)', async () => {
    const fx = stockFixtures(server.db);
    const leCheng = await fx.companyId('leCheng');
    const [warehouse] = await fx.warehouses('leCheng');
    await referenceDb(server.db)
      .insertInto('tray_types')
      .values({
        code: 'PE1',
        name: '环保测试托盘',
        size: '',
        material: '',
        daily_rent_fen: 30,
        deposit_fen: 15000,
        sort_order: 98,
      })
      .execute();
    const book = (day: string, delta: number) =>
      server.db.transaction().execute((trx) =>
        applyMovements(trx, noon(day), {
          movements: [
            {
              holder: leCheng,
              warehouse: warehouse!,
              trayType: 'PE1',
              owner: leCheng,
              delta,
              kind: delta > 0 ? 'inbound' : 'trayReturn',
              documentType: delta > 0 ? 'inboundOrder' : 'trayReturn',
              documentId: newId(),
              documentNo: 'TEST-ENV',
            },
          ],
        }),
      );
    // 乐橙 cuts off on the 20th: the period of 2020-01 is 2019-12-21 … 2020-01-20, 31 days.
    await book('2019-12-18', 10); // held all 31 days: 310
    await book('2019-12-23', 5); // 2019-12-23 … 2020-01-20, 29 days: 145
    await book('2020-01-19', -4); // gone on 01-19 and 01-20: −8
    await book('2020-01-21', 7); // the next period
    const body = await post<EnvironmentalScore>(API.cashPledge.searchEnvironmentalScore, {
      periodMonth: '2020-01',
    });
    expect(body.errcode).toBe(0);
    // 310 + 145 − 8 = 447 pallet-days × 530 g = 236.91 kg → 237 kg.
    expect(body.data).toEqual({
      periodStart: '2019-12-21',
      periodEnd: '2020-01-20',
      computedTo: '2020-01-20',
      gramsCo2ePerPalletDay: 530,
      rows: [{ trayTypeCode: 'PE1', trayTypeName: '环保测试托盘', palletDays: 447, kgCo2e: 237 }],
      totalPalletDays: 447,
      totalKgCo2e: 237,
    });
    const current = await post<EnvironmentalScore>(API.cashPledge.searchEnvironmentalScore, {});
    expect(current.data.rows.find((row) => row.trayTypeCode === 'PE1')).toBeDefined();
    expect((await post(API.cashPledge.searchEnvironmentalScore, { periodMonth: '2020-1' })).errcode).toBe(
      Errcode.VALIDATION_FAILED,
    );
  });
});
