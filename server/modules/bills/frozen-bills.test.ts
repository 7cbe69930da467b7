import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientBillDetail, ClientBillRow } from '../../../src/contract/bills';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import { newId } from '../../db/ids';
import { stockFixtures } from '../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { subscribeWebhook, webhookEvents } from '../../testing/webhook-outbox';
import { applyMovements } from '../ledger';
import { correctionLines } from './corrections';
import { billLines } from './engine';
import { freezeClientBills, lastClosedPeriod } from './freeze';
import type { DayRange } from './model';
import { dayText, periodOf } from './period';
import { billsDb } from './tables';
import { revokeSupervisorCodes } from '../../testing/revoke-codes';
import { loginCenterSupervisor } from '../../testing/center-supervisor';

const LIST = '/api/clientCustomerBill/billList';
const DETAIL = '/api/clientCustomerBill/billDetail';
const AUDIT = '/api/clientCustomerBill/auditOrRejectBill';
const DAY_MS = 86_400_000;
/** 上海乐橙's terms (seed.ts) cut off on the 20th. */
const LECHENG_CUT_OFF = 20;

/** A line as the engine and a stored bill both state it. */
const lineFacts = (line: {
  kind: string;
  warehouseId: string;
  trayTypeCode: string;
  priceId: string;
  quantity: number;
  rate: number;
  amountFen: number;
  entryIds: string[];
}) =>
  [
    line.kind,
    line.warehouseId,
    line.trayTypeCode,
    line.priceId,
    line.quantity,
    line.rate,
    line.amountFen,
  ].join(' ') + ` [${[...line.entryIds].sort().join(',')}]`;

describe.each(TEST_DIALECTS)('frozen client bills through HTTP on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  let ids: Record<'leCheng' | 'shuWei' | 'jiaDing' | 'baiYun' | 'kunShan', string>;
  let latest: DayRange;
  let older: DayRange;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const fx = stockFixtures(server.db);
    ids = await fx.companyIds('leCheng', 'shuWei', 'jiaDing', 'baiYun', 'kunShan');
    latest = await lastClosedPeriod(server.db, ids.leCheng, Date.now());
    older = periodOf(latest.from - 1, LECHENG_CUT_OFF);
    center = await server.login('demo_center');
  });
  afterAll(() => server.close());

  const list = async (filters: Record<string, unknown> = {}, paging = { pageNum: 1, pageSize: 100 }) => {
    const { body } = await server.post<Page<ClientBillRow>>(LIST, { ...paging, ...filters }, center);
    expect(body.errcode, body.errmsg).toBe(0);
    return body.data;
  };
  const detail = async (id: string) => (await server.post<ClientBillDetail>(DETAIL, { id }, center)).body;
  const decide = async (body: Record<string, unknown>, token = center) =>
    (await server.post<ClientBillRow>(AUDIT, body, token)).body;
  const billCount = async () =>
    Number(
      (
        await billsDb(server.db)
          .selectFrom('bills')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const frozenOf = (rows: ClientBillRow[], client: string, period: DayRange) =>
    rows.filter(
      (row) =>
        row.clientCompanyId === client && row.periodStart === dayText(period.from) && row.state !== 'live',
    );

  it('lists the live bills first, then the demo bills of the past two periods, newest period first', async () => {
    const { list: rows, total } = await list();
    expect(total).toBe(rows.length);
    expect(rows.slice(0, 2).map((row) => [row.state, row.id, row.billNo])).toEqual([
      ['live', null, null],
      ['live', null, null],
    ]);
    const frozen = rows.slice(2);
    // Two clients × two periods, and the successor of the rejected one.
    expect(frozen).toHaveLength(5);
    expect(frozen.map((row) => row.periodEnd)).toEqual(
      [...frozen.map((row) => row.periodEnd)].sort().reverse(),
    );
    expect(frozen.every((row) => /^ZD\d{8}-\d{6}$/.test(row.billNo ?? ''))).toBe(true);
    expect(frozen.map((row) => row.state).sort()).toEqual([
      'audited',
      'pending',
      'pending',
      'pending',
      'rejected',
    ]);
    const rejected = frozen.find((row) => row.state === 'rejected')!;
    expect(rejected.rejectReason).toBeTruthy();
    const successor = frozen.find((row) => row.id === rejected.supersededBy)!;
    expect(successor).toMatchObject({
      state: 'pending',
      clientCompanyId: rejected.clientCompanyId,
      periodStart: dayText(older.from),
      periodEnd: dayText(older.to),
      supersededBy: null,
    });
    expect(frozen.filter((row) => row.periodStart === dayText(latest.from)).map((row) => row.state)).toEqual([
      'pending',
      'pending',
    ]);
  });

  it('filters by state, client and period, and pages through live and frozen rows as one list', async () => {
    expect((await list({ state: 'audited' })).list.map((row) => row.state)).toEqual(['audited']);
    expect((await list({ state: 'live' })).total).toBe(2);
    const shuWei = await list({ clientCompanyId: ids.shuWei });
    expect(shuWei.list.every((row) => row.clientCompanyId === ids.shuWei)).toBe(true);
    expect(shuWei.list[0]?.state).toBe('live');
    const olderOnly = await list({ periodMonth: dayText(older.to).slice(0, 7) });
    expect(olderOnly.total).toBe(3);
    expect(olderOnly.list.every((row) => row.periodEnd === dayText(older.to))).toBe(true);
    const all = (await list()).list;
    const second = await list({}, { pageNum: 2, pageSize: 3 });
    expect(second).toMatchObject({
      total: all.length,
      pageNum: 2,
      pageSize: 3,
      pages: Math.ceil(all.length / 3),
    });
    expect(second.list.map((row) => row.id ?? row.clientCompanyId)).toEqual(
      all.slice(3, 6).map((row) => row.id ?? row.clientCompanyId),
    );
  });

  it('freezes a period once: freezing it again, or reading the list again, writes nothing', async () => {
    const before = await billCount();
    expect(await freezeClientBills(server.db, ids.leCheng, latest, Date.now())).toEqual([]);
    expect(await freezeClientBills(server.db, ids.leCheng, older, Date.now())).toEqual([]);
    await list();
    await list();
    expect(await billCount()).toBe(before);
    // The current period is not closed: it is never frozen.
    const current = periodOf(latest.to + 1, LECHENG_CUT_OFF);
    await expect(freezeClientBills(server.db, ids.leCheng, current, Date.now())).rejects.toThrow(
      /not closed/,
    );
  });

  it('regenerates every frozen period from the ledger to the same fen, line by line, traced alike', async () => {
    const bills = (await list()).list.filter((row) => row.state !== 'live' && row.supersededBy === null);
    expect(bills.length).toBe(4);
    let billed = 0;
    for (const bill of bills) {
      const { data } = await detail(bill.id!);
      const period = bill.periodStart === dayText(older.from) ? older : latest;
      const again = await billLines(server.db, {
        owner: ids.leCheng,
        holder: bill.clientCompanyId,
        ...period,
      });
      expect(data.totalFen).toBe(again.reduce((total, line) => total + line.amountFen, 0));
      expect(data.totalFen).toBe(data.lines.reduce((total, line) => total + line.amountFen, 0));
      expect(data.lines.map(lineFacts).sort()).toEqual(again.map(lineFacts).sort());
      billed += data.totalFen;
    }
    // The demo ledger bills something: the comparison is not one of empty bills.
    expect(billed).toBeGreaterThan(0);
  });

  it('audits, and rejects with a reason into a new bill recomputed from the corrected ledger', async () => {
    const [bill] = frozenOf((await list()).list, ids.shuWei, latest);
    expect(bill?.state).toBe('pending');
    const id = bill!.id!;
    // A correction booked since the freeze, dated before the period: 40 pallets held all period long.
    const [warehouse] = await stockFixtures(server.db).warehouses('shuWei');
    await server.db.transaction().execute((trx) =>
      applyMovements(trx, (latest.from - 40) * DAY_MS, {
        movements: [
          {
            holder: ids.shuWei,
            warehouse: warehouse!,
            trayType: '1311',
            owner: ids.leCheng,
            delta: 40,
            kind: 'saleIn',
            documentType: 'saleOutbound',
            documentId: newId(),
            documentNo: 'TEST-LATE-CORRECTION',
          },
        ],
      }),
    );
    const count = await billCount();
    // The 40 pallets were held in the older period's last days too: its frozen bill is short, and the
    // successor corrects it (asked now: once carried by the successor, nothing is left to correct).
    const corrections = await correctionLines(server.db, ids.leCheng, [ids.shuWei], latest);
    expect(corrections.map((line) => line.corrects?.kind)).toContain('hire');

    for (const reason of [undefined, '', '   ', 'x'.repeat(201)]) {
      const refused = await decide({ id, action: 'reject', ...(reason === undefined ? {} : { reason }) });
      expect(refused.errcode, String(reason)).toBe(Errcode.VALIDATION_FAILED);
      expect((refused.data as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(
        ['reason'],
      );
    }
    expect((await detail(id)).data.state).toBe('pending');
    expect(await billCount()).toBe(count);

    const rejected = await decide({ id, action: 'reject', reason: '数量有误' });
    expect(rejected.errcode).toBe(0);
    expect(rejected.data).toMatchObject({ id, state: 'rejected', rejectReason: '数量有误' });
    const successorId = rejected.data.supersededBy!;
    const successor = (await detail(successorId)).data;
    expect(successor).toMatchObject({
      state: 'pending',
      clientCompanyId: ids.shuWei,
      periodStart: bill!.periodStart,
      periodEnd: bill!.periodEnd,
      supersededBy: null,
    });
    const again = await billLines(server.db, { owner: ids.leCheng, holder: ids.shuWei, ...latest });
    expect(successor.totalFen).toBe(
      [...again, ...corrections].reduce((total, line) => total + line.amountFen, 0),
    );
    expect(successor.totalFen).toBeGreaterThan(bill!.totalFen);
    expect(await correctionLines(server.db, ids.leCheng, [ids.shuWei], latest)).toEqual([]);
    // The rejected bill keeps its own lines: a frozen bill is never recomputed.
    expect((await detail(id)).data.totalFen).toBe(bill!.totalFen);

    // Repeating the rejection is a no-op: no third bill.
    expect(await decide({ id, action: 'reject', reason: '再次驳回' })).toMatchObject({
      errcode: 0,
      data: { state: 'rejected', rejectReason: '数量有误', supersededBy: successorId },
    });
    expect(await billCount()).toBe(count + 1);
    // A rejected (superseded) bill cannot be audited.
    expect(await decide({ id, action: 'audit' })).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '客户账单当前为「已驳回」，不能审核',
      data: null,
    });

    expect((await decide({ id: successorId, action: 'audit' })).data.state).toBe('audited');
    expect((await decide({ id: successorId, action: 'audit' })).data.state).toBe('audited');
    expect(await decide({ id: successorId, action: 'reject', reason: '晚了' })).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '客户账单当前为「已审核」，不能驳回',
    });
    expect((await detail(successorId)).data.rejectReason).toBeNull();
    expect(await billCount()).toBe(count + 1);
  });

  it("answers not-found for another company's bill, never its data", async () => {
    const id = newId();
    await billsDb(server.db)
      .insertInto('bills')
      .values({
        id,
        bill_no: 'ZD-OTHER-COMPANY',
        kind: 'client',
        biller_company_id: ids.baiYun,
        billed_company_id: ids.kunShan,
        period_start: older.from,
        period_end: older.to,
        total_fen: 12345,
        status: 'pending',
        reject_reason: null,
        created_at: Date.now(),
        updated_at: Date.now(),
        audited_at: null,
        audited_by: null,
        request_id: 'other-company',
        superseded_by: null,
      })
      .execute();
    for (const body of [
      await decide({ id, action: 'audit' }),
      await decide({ id, action: 'reject', reason: '不是我的' }),
      (await server.post(DETAIL, { id }, center)).body,
    ]) {
      expect(body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '账单不存在', data: null });
    }
    expect((await list({ clientCompanyId: ids.kunShan })).total).toBe(0);
    // A bill and a client at once is ambiguous: refused naming id, not answered for either.
    const both = await server.post<{ fields: { field: string }[] }>(
      DETAIL,
      { id, clientCompanyId: ids.shuWei },
      center,
    );
    expect(both.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(both.body.data.fields.map((field) => field.field)).toEqual(['id']);
    const stored = await billsDb(server.db)
      .selectFrom('bills')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored?.status).toBe('pending');
  });

  it('freezes a period that has just closed when the list is first read after its cut-off, telling biller and client once', async () => {
    for (const company of [ids.leCheng, ids.shuWei])
      await subscribeWebhook(server.db, company, 'bill.issued');
    const issued = async (company: string, period: DayRange) =>
      (await webhookEvents(server.db, company, 'bill.issued'))
        .filter((e) => e.data.kind === 'clientBill' && e.data.periodStart === dayText(period.from))
        .sort((a, b) => a.data.billNo.localeCompare(b.data.billNo));
    server.advanceTime(31 * DAY_MS);
    const now = Date.now() + 31 * DAY_MS;
    const closed = await lastClosedPeriod(server.db, ids.leCheng, now);
    expect(closed.from).toBeGreaterThan(latest.from);
    const periodBills = () =>
      billsDb(server.db)
        .selectFrom('bills')
        .select(['id', 'bill_no', 'billed_company_id', 'status', 'period_end', 'total_fen'])
        .where('biller_company_id', '=', ids.leCheng)
        .where('period_start', '=', closed.from)
        .orderBy('bill_no')
        .execute();
    expect(await periodBills()).toEqual([]);
    // Not closed yet: refused, and nobody told.
    const open = periodOf(closed.to + 1, LECHENG_CUT_OFF);
    await expect(freezeClientBills(server.db, ids.leCheng, open, now)).rejects.toThrow(/not closed/);
    expect(await issued(ids.leCheng, open)).toEqual([]);
    center = await server.login('demo_center');
    const rows = (await list({ periodMonth: dayText(closed.to).slice(0, 7) })).list;
    const frozen = await periodBills();
    expect(frozen.map((bill) => bill.billed_company_id).sort()).toEqual([ids.jiaDing, ids.shuWei].sort());
    expect(frozen.every((bill) => bill.status === 'pending' && Number(bill.period_end) === closed.to)).toBe(
      true,
    );
    expect(rows.filter((row) => row.state === 'pending').length).toBe(2);
    await list();
    expect(await periodBills()).toHaveLength(2);

    const event = (bill: (typeof frozen)[number]) => ({
      companyId: expect.any(String),
      type: 'bill.issued',
      data: {
        billId: bill.id,
        billNo: bill.bill_no,
        kind: 'clientBill',
        billerCompanyId: ids.leCheng,
        billedCompanyId: bill.billed_company_id,
        periodStart: dayText(closed.from),
        periodEnd: dayText(closed.to),
        totalFen: Number(bill.total_fen),
      },
    });
    const toShuWei = frozen.filter((bill) => bill.billed_company_id === ids.shuWei);
    expect(await issued(ids.leCheng, closed)).toEqual(
      frozen.map((bill) => ({ ...event(bill), companyId: ids.leCheng })),
    );
    expect(await issued(ids.shuWei, closed)).toEqual(
      toShuWei.map((bill) => ({ ...event(bill), companyId: ids.shuWei })),
    );
  });

  it('refuses the decision without the code 对账管理(C1)-确认账单 (4030) and outside the enterprise center', async () => {
    const [pending] = (await list({ state: 'pending' })).list;
    const pallet = await server.login('demo_pallet');
    expect((await decide({ id: pending!.id, action: 'audit' }, pallet)).errcode).toBe(Errcode.NO_PERMISSION);
    // A 业务主管 sub-account of the center (the administrator demo_center holds every code).
    const supervisor = await loginCenterSupervisor(server);
    await revokeSupervisorCodes(server.db, ['center-settle-checkC1-confirmBill'], ids.leCheng);
    expect((await decide({ id: pending!.id, action: 'audit' }, supervisor)).errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    expect((await detail(pending!.id!)).data.state).toBe('pending');
  });
});
