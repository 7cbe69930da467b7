import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import type {
  PointsPool,
  PointsPoolItemRow,
  PointsStatementItemRow,
  PointsStatementRow,
} from '../../../src/contract/points';
import { LEDGER_KIND_DOCUMENT, type LedgerKind } from '../../../src/contract/stock';
import { newId } from '../../db/ids';
import { stockFixtures } from '../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { dayText, lastClosedPeriod, periodOf } from '../bills';
import { applyMovements, shanghaiDay, type BalanceKey } from '../ledger';
import { referenceDb } from '../stock';
import { freezePointsStatement } from './freeze';
import { pointsDb } from './tables';
import { loginCenterSupervisor } from '../../testing/center-supervisor';
import { revokeSupervisorCodes } from '../../testing/revoke-codes';

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** The tests' own tray type, so no demo balance shares its ledger. */
const PT = 'PT1';
/** 上海乐橙's terms (bills seed): free 30 days, overdue after 60, cut-off on the 20th. */
const CUT_OFF = 20;

/** An instant `hour` hours into a Shanghai day. */
const at = (day: number, hour: number) => day * DAY_MS - SHANGHAI_OFFSET_MS + hour * 3_600_000;

type Statements = Page<PointsStatementRow>;

describe.each(TEST_DIALECTS)('points statements through HTTP on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  let ids: Record<'leCheng' | 'shuWei' | 'kunShan', string>;
  /** The current period when the test starts: booked with the scenario, then closed by moving the clock. */
  let period: { from: number; to: number };
  const entry: Record<string, string> = {};

  const post = async <T>(path: string, body: unknown, token = center) =>
    (await server.post<T>(path, body, token)).body;
  const list = (filters: Record<string, unknown> = {}, token = center) =>
    post<Statements>(
      API.incomeRecord.getUpstreamIntegralStatements,
      { pageNum: 1, pageSize: 100, ...filters },
      token,
    );
  const items = (id: string, token = center) =>
    post<Page<PointsStatementItemRow>>(
      API.incomeRecord.searchUpstreamScoreStatementItem,
      { id, pageNum: 1, pageSize: 100 },
      token,
    );
  const pool = () => post<PointsPool>(API.customer.getCustomerIntegrationPool, {});
  const confirm = (id: string, token = center) =>
    post<PointsStatementRow>(API.incomeRecord.confirmUpstreamIntegralStatements, { id }, token);
  const reject = (id: string, reason: string, token = center) =>
    post<PointsStatementRow>(API.incomeRecord.rejectedUpstreamIntegralStatements, { id, reason }, token);

  /** One ledger write per move, each its own entry named by `name`. */
  async function book(name: string, instant: number, move: BalanceKey & { delta: number; kind: LedgerKind }) {
    const documentId = newId();
    await server.db.transaction().execute((trx) =>
      applyMovements(trx, instant, {
        movements: [
          { ...move, documentType: LEDGER_KIND_DOCUMENT[move.kind], documentId, documentNo: `TEST-${name}` },
        ],
      }),
    );
    const row = await pointsDb(server.db)
      .selectFrom('ledger_entries')
      .select('id')
      .where('document_id', '=', documentId)
      .executeTakeFirstOrThrow();
    entry[name] = row.id;
  }

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const fx = stockFixtures(server.db);
    ids = await fx.companyIds('leCheng', 'shuWei', 'kunShan');
    await referenceDb(server.db)
      .insertInto('tray_types')
      .values({
        code: PT,
        name: '积分测试托盘',
        size: '',
        material: '',
        daily_rent_fen: 30,
        deposit_fen: 15000,
        sort_order: 99,
      })
      .execute();
    const [own] = await fx.warehouses('leCheng');
    const [client] = await fx.warehouses('shuWei');
    const today = shanghaiDay(Date.now());
    period = periodOf(today, CUT_OFF);
    const s = period.from;
    const atLeCheng = { holder: ids.leCheng, warehouse: own!, trayType: PT, owner: ids.leCheng };
    const atShuWei = { holder: ids.shuWei, warehouse: client!, trayType: PT, owner: ids.leCheng };
    // Lot A (6 pallets) 70 days before the period, lot B (6) 5 days before; 乐橙's F = 30, A = 60.
    await book('A', at(s - 70, 9), { ...atLeCheng, delta: 6, kind: 'inbound' });
    await book('B', at(s - 5, 9), { ...atLeCheng, delta: 6, kind: 'inbound' });
    await book('before', at(s - 2, 9), { ...atLeCheng, delta: -1, kind: 'trayReturn' }); // before the period
    await book('late3', at(s + 1, 9), { ...atLeCheng, delta: -3, kind: 'trayReturn' }); // A, aged 71
    await book('mixed', at(s + 2, 9), { ...atLeCheng, delta: -4, kind: 'trayReturn' }); // 2 of A (72), 2 of B (7)
    await book('early1', at(s + 3, 9), { ...atLeCheng, delta: -1, kind: 'trayReturn' }); // B, aged 8
    await book('sale', at(s - 40, 9), { ...atShuWei, delta: 3, kind: 'saleIn' });
    await book('onward', at(s + 4, 9), { ...atShuWei, delta: -3, kind: 'circulationOut' });
    await book('after', at(period.to + 1, 9), { ...atLeCheng, delta: -1, kind: 'trayReturn' }); // next period
    center = await server.login('demo_center');
  });
  afterAll(() => server.close());

  it('lists the demo statements: one confirmed, one rejected with its reason, the latest closed period pending', async () => {
    const body = await list();
    expect(body.errcode).toBe(0);
    expect(body.data.list[0]!.state).toBe('pending');
    expect(
      body.data.list
        .slice(1)
        .map((row) => row.state)
        .sort(),
    ).toEqual(['confirmed', 'rejected']);
    const latest = await lastClosedPeriod(server.db, ids.leCheng, Date.now());
    expect(body.data.list[0]).toMatchObject({
      periodStart: dayText(latest.from),
      periodEnd: dayText(latest.to),
    });
    expect(body.data.list.find((row) => row.state === 'rejected')!.rejectReason).toBeTruthy();
    for (const row of body.data.list) {
      const { list: rows } = (await items(row.id)).data;
      expect(row.itemsPoints).toBe(rows.reduce((total, item) => total + item.points, 0));
      expect(row.totalPoints).toBe(Math.max(0, row.itemsPoints));
      for (const item of rows) expect(item.points).toBe(item.pallets * item.pointsPerPallet);
    }
    // The same list under the settlement controller's path.
    const other = await post<Statements>(API.settlementManagement.searchUpstreamIntegralStatements, {
      pageNum: 1,
      pageSize: 100,
    });
    expect(other.data).toEqual(body.data);
    // Filters: state and the month of the period's cut-off. The confirmed one put points in the pool.
    const confirmed = (await list({ state: 'confirmed' })).data.list;
    expect(confirmed.map((row) => row.state)).toEqual(['confirmed']);
    // Besides it, the pool holds only the platform's grants (平台奖励: the points shop's demo points).
    const poolItems = await post<Page<PointsPoolItemRow>>(API.customer.getCustomerIntegrationItemList, {
      pageNum: 1,
      pageSize: 100,
    });
    const granted = poolItems.data.list.filter((item) => item.source === 'grant');
    const grantedPoints = granted.reduce((total, item) => total + item.points, 0);
    expect((await pool()).data.credited).toBe(confirmed[0]!.totalPoints + grantedPoints);
    const month = body.data.list[1]!.periodEnd.slice(0, 7);
    expect((await list({ periodMonth: month })).data.list.map((row) => row.id)).toEqual([
      body.data.list[1]!.id,
    ]);
  });

  it('freezes the period lazily once it closes, each item a ledger entry with hand-computed points', async () => {
    // Close the scenario's period: move past its end (sessions do not survive the jump, so log in again).
    server.advanceTime((period.to - shanghaiDay(Date.now()) + 1) * DAY_MS + 3_600_000);
    center = await server.login('demo_center');
    const [newest, ...rest] = (await list()).data.list;
    expect(rest).toHaveLength(3);
    expect(newest).toMatchObject({
      periodStart: dayText(period.from),
      periodEnd: dayText(period.to),
      state: 'pending',
    });
    const ours = (await items(newest!.id)).data.list.filter((item) => item.trayTypeCode === PT);
    expect(ours.map((item) => [item.entryId, item.rule, item.pallets, item.points])).toEqual([
      [entry.late3, 'overdueReturn', 3, -3], // lot A aged 71 > 60: −1 × 3
      [entry.mixed, 'earlyReturn', 2, 2], // lot B aged 7 ≤ 30: +1 × 2
      [entry.mixed, 'overdueReturn', 2, -2], // the rest of lot A aged 72: −1 × 2
      [entry.early1, 'earlyReturn', 1, 1], // lot B aged 8: +1
      [entry.onward, 'circulation', 3, 6], // circulated onward by 成都蜀味: +2 × 3
    ]);
    expect(ours[0]).toMatchObject({
      documentNo: 'TEST-late3',
      ledgerKind: 'trayReturn',
      trayTypeName: '积分测试托盘',
    });
    expect(ours[0]!.day).toBe(dayText(period.from + 1));
    // The scenario's points: −3 + 2 − 2 + 1 + 6 = 4, within the statement's whole total.
    expect(ours.reduce((total, item) => total + item.points, 0)).toBe(4);
    // Read again: nothing more is frozen.
    expect((await list()).data.total).toBe(4);
    const stored = await pointsDb(server.db)
      .selectFrom('points_statements')
      .select('id')
      .where('company_id', '=', ids.leCheng)
      .execute();
    expect(stored).toHaveLength(4);
  });

  it('confirming credits the pool once, in the same call; a confirmed statement cannot be rejected', async () => {
    const [newest] = (await list()).data.list;
    const before = (await pool()).data;
    const confirmed = await confirm(newest!.id);
    expect(confirmed.errcode).toBe(0);
    expect(confirmed.data).toMatchObject({ id: newest!.id, state: 'confirmed' });
    expect(confirmed.data.decidedAt).not.toBeNull();
    const after = (await pool()).data;
    expect(after.balance).toBe(before.balance + newest!.totalPoints);
    expect(after.credited).toBe(before.credited + newest!.totalPoints);
    // A repeat is a no-op: no second credit.
    expect((await confirm(newest!.id)).data.state).toBe('confirmed');
    expect((await pool()).data.balance).toBe(after.balance);
    const refused = await reject(newest!.id, '数量不符');
    expect(refused).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, data: null });
    expect(refused.errmsg).toContain('已确认');
  });

  it('rejecting needs a reason (2003 on reason), records it and leaves the pool as it is', async () => {
    const pending = (await list({ state: 'pending' })).data.list[0]!;
    const balance = (await pool()).data.balance;
    for (const reason of ['', '   ', 'x'.repeat(201)]) {
      const body = await reject(pending.id, reason);
      expect(body.errcode).toBe(Errcode.VALIDATION_FAILED);
      expect((body.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
        'reason',
      ]);
    }
    const rejected = await reject(pending.id, '  平台签收数量不符  ');
    expect(rejected.data).toMatchObject({ state: 'rejected', rejectReason: '平台签收数量不符' });
    expect((await reject(pending.id, '再次驳回')).data.rejectReason).toBe('平台签收数量不符');
    expect((await confirm(pending.id)).errcode).toBe(Errcode.BUSINESS_FAILURE);
    expect((await pool()).data.balance).toBe(balance);
  });

  it("answers not-found for another company's statement, never its data", async () => {
    const kunShanPeriod = await lastClosedPeriod(server.db, ids.kunShan, server.app.deps.clock());
    const id = await freezePointsStatement(server.db, ids.kunShan, kunShanPeriod, server.app.deps.clock());
    for (const body of [await items(id!), await confirm(id!), await reject(id!, '不是我的')]) {
      expect(body).toMatchObject({
        errcode: Errcode.BUSINESS_FAILURE,
        errmsg: '积分对账单不存在',
        data: null,
      });
    }
    const kept = await pointsDb(server.db)
      .selectFrom('points_statements')
      .select('status')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe('pending');
  });

  it('names bad fields (2003) and refuses without the codes (4030) or outside the enterprise center', async () => {
    const bad = await post(API.incomeRecord.getUpstreamIntegralStatements, {
      pageNum: 0,
      pageSize: 10,
      state: 'x',
      periodMonth: '2026-13',
    });
    expect(bad.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect((bad.data as { fields: { field: string }[] }).fields.map((f) => f.field).sort()).toEqual([
      'pageNum',
      'periodMonth',
      'state',
    ]);
    const pallet = await server.login('demo_pallet');
    expect(
      (await post(API.incomeRecord.getUpstreamIntegralStatements, { pageNum: 1, pageSize: 10 }, pallet))
        .errcode,
    ).toBe(Errcode.NO_PERMISSION);
    const [pending] = (await list({ state: 'confirmed' })).data.list;
    // A 业务主管 sub-account of the center (the administrator demo_center holds every code).
    const supervisor = await loginCenterSupervisor(server);
    await revokeSupervisorCodes(
      server.db,
      ['center-settle-points-audit', 'center-settle-points-export'],
      ids.leCheng,
    );
    expect((await confirm(pending!.id, supervisor)).errcode).toBe(Errcode.NO_PERMISSION);
    expect((await reject(pending!.id, '原因', supervisor)).errcode).toBe(Errcode.NO_PERMISSION);
    const exported = await fetch(
      `${server.baseUrl}${API.incomeRecord.searchUpstreamScoreStatementItem}Export?id=${pending!.id}&check=1&token=${supervisor}`,
    );
    expect(((await exported.json()) as { errcode: number }).errcode).toBe(Errcode.NO_PERMISSION);
    expect((await list({}, supervisor)).errcode).toBe(0);
    await revokeSupervisorCodes(server.db, ['center-settle-points-detail'], ids.leCheng);
    expect((await list({}, supervisor)).errcode).toBe(Errcode.NO_PERMISSION);
    expect((await items(pending!.id, supervisor)).errcode).toBe(Errcode.NO_PERMISSION);
  });
});
