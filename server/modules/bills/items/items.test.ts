import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BillChargeRow,
  BillEntryRow,
  BillStockRow,
  DeductDays,
  DeductResult,
  WarehouseBillRow,
} from '../../../../src/contract/bill-items';
import type { BillLineRow, ClientBillDetail } from '../../../../src/contract/bills';
import type { OverdueCustomerRow } from '../../../../src/contract/customers';
import type { Page } from '../../../../src/contract/envelope';
import { Errcode } from '../../../../src/contract/errcodes';
import { LEDGER_KIND_DOCUMENT, type LedgerKind } from '../../../../src/contract/stock';
import { newId } from '../../../db/ids';
import { stockFixtures } from '../../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { applyMovements, shanghaiDay } from '../../ledger';
import { referenceDb } from '../../stock';
import { freezeClientBills } from '../freeze';
import { periodOf } from '../period';
import { billsDb } from '../tables';
import { dayNumber } from './days';
import { revokeSupervisorCodes } from '../../../testing/revoke-codes';
import { loginCenterSupervisor } from '../../../testing/center-supervisor';

const BASE = '/api/clientCustomerBill/';
const OVERDUE_CLIENTS = '/api/api/clientCustomerBill/overdueCustomerList';
const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** A tray type of the test's own: no demo balance shares its ledger. */
const BT = 'BIT1';
/** An instant `hour` hours into a Shanghai day. */
const at = (day: number, hour: number) => day * DAY_MS - SHANGHAI_OFFSET_MS + hour * 3_600_000;
/** The frozen period of the scenario: 上海乐橙 cuts off on the 20th, 2026-02-21 … 2026-03-20 (28 days). */
const PERIOD = periodOf(dayNumber('2026-03-10'), 20);
const d0 = PERIOD.from;

/**
 * 上海乐橙's BIT1 pallets at 成都蜀味, terms F = 2, A = 4; prices: rent 1000, overdue 3333 (1/100 fen a
 * pallet-day), deposit 15000 and late return 500 fen a pallet.
 * Warehouse W1:
 *   E1 d0−10 +10; R1 d0+2 −4 (from E1, age 12: late); E2 d0+5 +6;
 *   R2 d0+6 −7 (6 from E1 age 16: late; 1 from E2 age 1: early); D1 d0+20 −2 deduction (from E2).
 *   overdueInStock: E1 10×2 days (d0, d0+1) + 6×4 days (d0+2…d0+5) = 44; E2 (5 left) aged > 4 from d0+10:
 *   5×10 days (d0+10…d0+19) + 3×8 days (d0+20…d0+27) = 74. Line 118 × 3333 = 393294 → 3933 fen;
 *   shares: E1 146652 → 1466 r52, E2 246642 → 2466 r42: the rounding's 1 fen goes to E1 (1467 + 2466).
 *   hire: E2 5 pallets aged 3 and 4 (d0+8, d0+9) = 10 pallet-days × 1000 → 100 fen.
 *   overdueReturn: R1 4 + R2 6 = 10 × 500 = 5000 (R1 age 12 → 8 days beyond A, R2 age 16 → 12).
 *   offset: R2's 1 early pallet → −500. deduction: D1 2 × 15000 = 30000.
 *   W1 = 100 + 3933 + 5000 − 500 + 30000 = 38533.
 * Warehouse W2: E3 d0 +3, held all period: hire d0+3, d0+4 = 6 → 60 fen; overdue d0+5…d0+27 = 69 ×
 *   3333 = 229977 → 2300 fen. W2 = 2360.
 */
describe.each(TEST_DIALECTS)("a client bill's item lists on %s", (dialect) => {
  let server: TestServer;
  let center: string;
  let ids: Record<'leCheng' | 'shuWei' | 'baiYun', string>;
  let w1: string;
  let w2: string;
  let billId: string;
  const entry: Record<'E1' | 'E2' | 'E3' | 'R1' | 'R2' | 'D1' | 'X1' | 'X2', string> = {} as never;

  const book = async (
    name: keyof typeof entry,
    warehouse: string,
    instant: number,
    delta: number,
    kind: LedgerKind,
  ) => {
    const documentNo = `ITEMS-${name}`;
    await server.db.transaction().execute((trx) =>
      applyMovements(trx, instant, {
        movements: [
          {
            holder: ids.shuWei,
            warehouse,
            trayType: BT,
            owner: ids.leCheng,
            delta,
            kind,
            documentType: LEDGER_KIND_DOCUMENT[kind],
            documentId: newId(),
            documentNo,
          },
        ],
      }),
    );
    const row = await billsDb(server.db)
      .selectFrom('ledger_entries')
      .select('id')
      .where('document_no', '=', documentNo)
      .executeTakeFirstOrThrow();
    entry[name] = row.id;
  };

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const fx = stockFixtures(server.db);
    ids = await fx.companyIds('leCheng', 'shuWei', 'baiYun');
    [w1] = (await fx.warehouses('shuWei')) as [string];
    // A second warehouse of 成都蜀味's for the per-warehouse split.
    w2 = newId();
    await referenceDb(server.db)
      .insertInto('warehouses')
      .values({
        id: w2,
        company_id: ids.shuWei,
        name: '测试二号仓',
        province: '四川省',
        city: '成都市',
        district: '武侯区',
        detail_address: '测试路 2 号',
        contact: '',
        phone: '',
        longitude: null,
        latitude: null,
        is_default: 0,
        deleted: 0,
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
    await referenceDb(server.db)
      .insertInto('tray_types')
      .values({
        code: BT,
        name: '测试托盘',
        size: '',
        material: '',
        daily_rent_fen: 10,
        deposit_fen: 15000,
        sort_order: 99,
      })
      .execute();
    const bdb = billsDb(server.db);
    await bdb
      .insertInto('bill_prices')
      .values({
        id: newId(),
        company_id: ids.leCheng,
        tray_type_code: BT,
        effective_from: d0 - 100,
        rent_rate: 1000,
        overdue_rate: 3333,
        deposit_fen: 15000,
        late_return_fen: 500,
      })
      .execute();
    await bdb
      .updateTable('bill_terms')
      .set({ free_days: 2, overdue_days: 4, deduct_days: 60 })
      .where('company_id', '=', ids.leCheng)
      .execute();
    await book('E1', w1, at(d0 - 10, 9), 10, 'saleIn');
    await book('E3', w2, at(d0, 9), 3, 'saleIn');
    await book('R1', w1, at(d0 + 2, 9), -4, 'customerReturnOut');
    await book('E2', w1, at(d0 + 5, 9), 6, 'saleIn');
    await book('R2', w1, at(d0 + 6, 9), -7, 'customerReturnOut');
    await book('D1', w1, at(d0 + 20, 9), -2, 'deduction');
    await freezeClientBills(server.db, ids.leCheng, PERIOD, Date.now());
    const bill = await bdb
      .selectFrom('bills')
      .select('id')
      .where('billed_company_id', '=', ids.shuWei)
      .where('period_start', '=', PERIOD.from)
      .executeTakeFirstOrThrow();
    billId = bill.id;
    center = await server.login('demo_center');
  });
  afterAll(() => server.close());

  const call = async <T>(name: string, body: object, token = center) =>
    (await server.post<T>(name.startsWith('/') ? name : `${BASE}${name}`, body, token)).body;
  const list = async <T>(name: string, body: object = {}) => {
    const answer = await call<Page<T>>(name, { pageNum: 1, pageSize: 100, id: billId, ...body });
    expect(answer.errcode).toBe(0);
    expect(answer.data.total).toBeLessThanOrEqual(100);
    return answer.data;
  };
  const mine = <T extends { trayTypeCode: string }>(rows: readonly T[]) =>
    rows.filter((row) => row.trayTypeCode === BT);
  const billLines = async () =>
    (await call<ClientBillDetail>('billDetail', { id: billId })).data.lines.filter(
      (line) => line.trayTypeCode === BT,
    );

  it('splits the bill per warehouse: the rows add up to the bill, each with its lines', async () => {
    const detail = (await call<ClientBillDetail>('billDetail', { id: billId })).data;
    const rows = (await list<WarehouseBillRow>('warehouseBillList')).list;
    expect(rows.reduce((sum, row) => sum + row.totalFen, 0)).toBe(detail.totalFen);
    expect(rows.flatMap((row) => row.lines)).toEqual(detail.lines);
    const ofW1 = mine(rows.find((row) => row.warehouseId === w1)!.lines);
    expect(ofW1.reduce((sum, line) => sum + line.amountFen, 0)).toBe(38533);
    const one = await list<WarehouseBillRow>('warehouseBillList', { warehouseId: w2 });
    expect(one.list.map((row) => row.warehouseId)).toEqual([w2]);
    const amounts = Object.fromEntries(mine(one.list[0]!.lines).map((line) => [line.kind, line.amountFen]));
    expect(amounts).toEqual({ hire: 60, overdueInStock: 2300 });
    const row = one.list[0]!;
    expect(row.amounts.reduce((sum, a) => sum + a.amountFen, 0)).toBe(row.totalFen);
  });

  it('splits overdue in stock per entry: pallet-days, days beyond A and fen adding up to the line', async () => {
    const rows = mine((await list<BillChargeRow>('inStockOverDueDetail')).list);
    const w1Rows = rows.filter((row) => row.warehouseId === w1);
    expect(w1Rows.map((r) => [r.entryId, r.counted, r.amountFen, r.overdueDays])).toEqual([
      [entry.E1, 44, 1467, 11],
      [entry.E2, 74, 2466, 18],
    ]);
    expect(rows.find((row) => row.entryId === entry.E3)).toMatchObject({ counted: 69, amountFen: 2300 });
    const line = (await billLines()).find((l) => l.kind === 'overdueInStock' && l.warehouseId === w1)!;
    expect(line).toMatchObject({ quantity: 118, amountFen: 3933 });
    expect(w1Rows[0]).toMatchObject({ documentNo: 'ITEMS-E1', kind: 'saleIn', quantity: 10, rate: 3333 });
  });

  it('lists overdue returns, the early returns that offset them and the deductions, each summing to its line', async () => {
    const late = mine((await list<BillChargeRow>('recycleOverDueDetail')).list);
    expect(late.map((r) => [r.entryId, r.counted, r.amountFen, r.overdueDays])).toEqual([
      [entry.R1, 4, 2000, 8],
      [entry.R2, 6, 3000, 12],
    ]);
    const early = mine((await list<BillChargeRow>('getEarlyReturnItemList')).list);
    expect(early.map((r) => [r.entryId, r.counted, r.amountFen, r.overdueDays])).toEqual([
      [entry.R2, 1, -500, null],
    ]);
    const deducted = mine((await list<BillChargeRow>('overdueDeductDetail')).list);
    expect(deducted.map((r) => [r.entryId, r.counted, r.amountFen])).toEqual([[entry.D1, 2, 30000]]);
    const lines = await billLines();
    const lineOf = (kind: BillLineRow['kind']) => lines.find((l) => l.kind === kind)!;
    expect(lineOf('overdueReturn')).toMatchObject({ quantity: 10, amountFen: 5000 });
    expect(lineOf('offset')).toMatchObject({ quantity: 1, amountFen: -500 });
    expect(lineOf('deduction')).toMatchObject({ quantity: 2, amountFen: 30000 });
  });

  it('lists the stock-in entries of the rent lines and the outgoing entries in and before the period', async () => {
    const stockIn = mine((await list<BillEntryRow>('searchStockInItemList')).list);
    expect(stockIn.map((row) => row.entryId).sort()).toEqual([entry.E1, entry.E2, entry.E3].sort());
    const out = mine((await list<BillEntryRow>('searchStockOutItemList')).list);
    expect(out.map((row) => [row.entryId, row.kind, row.quantity, row.day])).toEqual([
      [entry.R1, 'customerReturnOut', 4, '2026-02-23'],
      [entry.R2, 'customerReturnOut', 7, '2026-02-27'],
      [entry.D1, 'deduction', 2, '2026-03-13'],
    ]);
    expect(mine((await list<BillEntryRow>('searchHistoryStockOutItemList')).list)).toEqual([]);
    expect((await list<BillLineRow>('searchAmendmentItemList')).total).toBe(0);
  });

  it('answers the stock held by age, at the end of the period and today', async () => {
    for (const name of ['searchHistoryStockItemList', 'searchStockItemList']) {
      const rows = mine((await list<BillStockRow>(name)).list);
      expect(rows.map((r) => [r.warehouseId, r.held, r.free, r.hire, r.overdue])).toEqual(
        expect.arrayContaining([
          [w1, 3, 0, 0, 3],
          [w2, 3, 0, 0, 3],
        ]),
      );
      expect(rows).toHaveLength(2);
    }
    const history = mine((await list<BillStockRow>('searchHistoryStockItemList')).list);
    expect(history[0]!.asOf).toBe('2026-03-20');
    // Today W2 also gets 1 pallet 3 days old (hire: F < 3 ≤ A) and 2 arriving today (free).
    const today = shanghaiDay(Date.now());
    await book('X1', w2, at(today - 3, 0) + 60_000, 1, 'saleIn');
    await book('X2', w2, at(today, 0) + 1, 2, 'saleIn');
    const now = mine((await list<BillStockRow>('searchStockItemList')).list);
    expect(now.find((r) => r.warehouseId === w2)).toMatchObject({ held: 6, free: 2, hire: 1, overdue: 3 });
    expect(mine((await list<BillStockRow>('searchHistoryStockItemList')).list)).toEqual(history);
  });

  it('lists overdue clients for the enterprise center: overdue by its terms and due within 7 days', async () => {
    // At 成都蜀味 now: W1 3 and W2 3 pallets ~250 days old (> A = 4); W2's X1 (age 3) and X2 (age 0) are
    // aged (A − 7, A] = (−3, 4]: they turn overdue within 7 days.
    const answer = await call<Page<OverdueCustomerRow>>(OVERDUE_CLIENTS, {
      pageNum: 1,
      pageSize: 100,
      trayTypeCode: BT,
    });
    expect(answer.errcode).toBe(0);
    expect(answer.data.list).toMatchObject([
      { clientCompanyId: ids.shuWei, held: 9, overdueByTerms: 6, dueWithin7Days: 3 },
    ]);
  });

  it('deducts candidates aged beyond A + N: the pallets leave, the live bill charges them, a repeat is a no-op', async () => {
    const before = (await call<DeductDays>('getDeductDays', { pageNum: 1, pageSize: 100 })).data;
    expect(before).toMatchObject({ deductDays: 60, overdueDays: 4 });
    // Set N = 3: BIT1 pallets are ~250 days old, so all 3 at each warehouse may go.
    const requestId = randomBytes(16).toString('hex');
    const setN = await call<DeductResult>('deductDays', { deductDays: 3, requestId: 'a'.repeat(32) });
    expect(setN).toMatchObject({ errcode: 0, data: { deductDays: 3, deductions: [] } });
    const candidates = mine(
      (await call<DeductDays>('getDeductDays', { pageNum: 1, pageSize: 100 })).data.candidates.list,
    );
    expect(candidates.map((c) => [c.clientCompanyId, c.warehouseId, c.deductible])).toEqual(
      expect.arrayContaining([
        [ids.shuWei, w1, 3],
        [ids.shuWei, w2, 3],
      ]),
    );
    const item = { clientCompanyId: ids.shuWei, warehouseId: w1, trayTypeCode: BT };
    const tooMany = await call<{ fields: { field: string }[] }>('deductDays', {
      requestId: 'b'.repeat(32),
      items: [{ ...item, quantity: 4 }],
    });
    expect(tooMany.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(tooMany.data.fields.map((f) => f.field)).toEqual(['items[0].quantity']);

    const deduct = { requestId, items: [{ ...item, quantity: 2 }] };
    const first = await call<DeductResult>('deductDays', deduct);
    expect(first.errcode).toBe(0);
    expect(first.data.deductions).toMatchObject([{ quantity: 2, amountFen: 30000 }]);
    const fx = stockFixtures(server.db);
    expect((await fx.balance(ids.shuWei, w1, BT, ids.leCheng)).onHand).toBe(1);
    const again = await call<DeductResult>('deductDays', deduct);
    expect(again.data.deductions).toEqual(first.data.deductions);
    expect((await fx.balance(ids.shuWei, w1, BT, ids.leCheng)).onHand).toBe(1);

    const live = (await call<ClientBillDetail>('billDetail', { clientCompanyId: ids.shuWei })).data;
    const line = live.lines.find((l) => l.kind === 'deduction' && l.trayTypeCode === BT);
    expect(line).toMatchObject({ warehouseId: w1, quantity: 2, rate: 15000, amountFen: 30000 });
    expect(line!.entryIds).toHaveLength(1);
    // The live bill's lists: its deduction entry, and warehouse rows adding up to its total.
    const liveRef = { pageNum: 1, pageSize: 100, clientCompanyId: ids.shuWei };
    const deducted = await call<Page<BillChargeRow>>('overdueDeductDetail', liveRef);
    expect(mine(deducted.data.list).map((r) => [r.entryId, r.counted, r.amountFen])).toEqual([
      [line!.entryIds[0], 2, 30000],
    ]);
    const split = await call<Page<WarehouseBillRow>>('warehouseBillList', liveRef);
    expect(split.data.list.reduce((sum, row) => sum + row.totalFen, 0)).toBe(live.totalFen);
  });

  it("answers not-found for another company's bill or client, never data", async () => {
    const page = { pageNum: 1, pageSize: 20 };
    for (const name of ['warehouseBillList', 'searchStockItemList', 'inStockOverDueDetail']) {
      expect(await call(name, { ...page, id: 'no-such-bill' })).toMatchObject({
        errcode: Errcode.BUSINESS_FAILURE,
        errmsg: '账单不存在',
        data: null,
      });
      expect(await call(name, { ...page, clientCompanyId: ids.baiYun })).toMatchObject({
        errcode: Errcode.BUSINESS_FAILURE,
        errmsg: '客户不存在',
        data: null,
      });
    }
    const foreign = await call('deductDays', {
      requestId: 'c'.repeat(32),
      items: [{ clientCompanyId: ids.baiYun, warehouseId: w1, trayTypeCode: BT, quantity: 1 }],
    });
    expect(foreign).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '客户不存在' });
  });

  it('names bad fields (2003) and refuses callers without the role or the code (4030)', async () => {
    const fieldsOf = async (name: string, body: object) =>
      (await call<{ fields: { field: string }[] }>(name, body)).data.fields.map((f) => f.field);
    expect(await fieldsOf('searchStockOutItemList', { pageNum: 1, pageSize: 20 })).toContain(
      'clientCompanyId',
    );
    expect(await fieldsOf('deductDays', { requestId: 'd'.repeat(32), deductDays: 0 })).toContain(
      'deductDays',
    );
    expect(await fieldsOf('deductDays', { requestId: 'e'.repeat(32) })).toContain('deductDays');
    const pallet = await server.login('demo_pallet');
    const body = { pageNum: 1, pageSize: 20, id: billId };
    expect((await call('warehouseBillList', body, pallet)).errcode).toBe(Errcode.NO_PERMISSION);
    // A 业务主管 sub-account of the center (the administrator demo_center holds every code).
    const supervisor = await loginCenterSupervisor(server);
    await revokeSupervisorCodes(server.db, ['center-settle-checkC1-confirmBill'], ids.leCheng);
    const refused = await call('deductDays', { requestId: 'f'.repeat(32), deductDays: 5 }, supervisor);
    expect(refused.errcode).toBe(Errcode.NO_PERMISSION);
    expect((await call('getDeductDays', { pageNum: 1, pageSize: 20 }, supervisor)).errcode).toBe(0);
    await revokeSupervisorCodes(server.db, ['center-settle-checkC1-detail'], ids.leCheng);
    const paged = { pageNum: 1, pageSize: 20 };
    expect((await call('searchStockItemList', body, supervisor)).errcode).toBe(Errcode.NO_PERMISSION);
    for (const name of ['getDeductDays', OVERDUE_CLIENTS])
      expect((await call(name, paged, supervisor)).errcode).toBe(Errcode.NO_PERMISSION);
  });
});
