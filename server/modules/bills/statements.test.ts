import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import type {
  BankAccountInfo,
  PayInfoDetail,
  PaymentRow,
  StatementDetail,
  StatementDocumentRow,
  StatementRow,
} from '../../../src/contract/statements';
import { newId } from '../../db/ids';
import { stockFixtures } from '../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { subscribeWebhook, webhookEvents } from '../../testing/webhook-outbox';
import { applyMovements, shanghaiDay } from '../ledger';
import { billLines } from './engine';
import { lastClosedPeriod } from './freeze';
import type { DayRange } from './model';
import { dayText, periodOf } from './period';
import { freezeStatement } from './statement-freeze';
import { confirmStatement, statementRow } from './statements';
import { statementsDb } from './tables';
import { loginCenterSupervisor } from '../../testing/center-supervisor';
import { revokeSupervisorCodes } from '../../testing/revoke-codes';

const S = API.settlementManagement;
const P = API.payManagement;
const DAY_MS = 86_400_000;
/** 上海乐橙's terms (seed.ts): free 30 days, overdue after 60, cut-off on the 20th. */
const LECHENG_CUT_OFF = 20;
const ALL = { pageNum: 1, pageSize: 100 };
const requestId = () => randomBytes(16).toString('hex');
const sumOf = (amounts: readonly { amountFen: number }[]) =>
  amounts.reduce((total, row) => total + row.amountFen, 0);

describe.each(TEST_DIALECTS)('platform statements and payments through HTTP on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  let ids: Record<'leCheng' | 'shuWei' | 'baiYun' | 'kunShan', string>;
  let latest: DayRange;
  /** The period open when the test starts: the hand-computed scenario closes it. */
  let current: DayRange;
  let scenario: { statementId: string; docA: string; docB: string; totalFen: number };

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    ids = await stockFixtures(server.db).companyIds('leCheng', 'shuWei', 'baiYun', 'kunShan');
    latest = await lastClosedPeriod(server.db, ids.leCheng, Date.now());
    current = periodOf(shanghaiDay(Date.now()), LECHENG_CUT_OFF);
    center = await server.login('demo_center');
  });
  afterAll(() => server.close());

  const call = async <T>(path: string, body: unknown, token = center) =>
    (await server.post<T>(path, body, token)).body;
  const ok = async <T>(path: string, body: unknown, token = center) => {
    const answer = await call<T>(path, body, token);
    expect(answer.errcode, answer.errmsg).toBe(0);
    return answer.data;
  };
  const statements = (filters: Record<string, unknown> = {}) =>
    ok<Page<StatementRow>>(S.getSettleStatementList, { ...ALL, ...filters });
  const rentDetail = (id: string) => ok<StatementDetail>(S.getRentSettleStatementDetail, { id });
  const documents = (id: string, paging = ALL) =>
    ok<Page<StatementDocumentRow>>(S.getOrderSettleStatementDetail, { ...paging, id });
  const payDetail = (id: string) => ok<PayInfoDetail>(P.getPayInfoDetail, { id });
  const pay = (id: string, amountFen: number, request = requestId()) =>
    call<PayInfoDetail>(P.confirmPay, { id, amountFen, requestId: request });
  const fieldsOf = (data: unknown) => (data as { fields: { field: string }[] }).fields.map((f) => f.field);

  it("lists the demo statements of 上海乐橙's past twelve periods, newest first, each adding up both ways", async () => {
    const { list, total } = await statements();
    expect(total).toBe(12);
    const periods = [latest];
    while (periods.length < 12) periods.push(periodOf(periods.at(-1)!.from - 1, LECHENG_CUT_OFF));
    const [, older] = periods as [DayRange, DayRange];
    // The latest 待确认, the one before paid in part, the ten before it paid.
    expect(list.map((row) => [row.periodStart, row.periodEnd, row.state, row.paymentState])).toEqual(
      periods.map((period, index) => [
        dayText(period.from),
        dayText(period.to),
        index === 0 ? 'pending' : 'confirmed',
        index === 0 ? null : index === 1 ? 'unpaid' : 'paid',
      ]),
    );
    expect(list.every((row) => /^JS\d{8}-\d{6}$/.test(row.statementNo))).toBe(true);
    let billed = 0;
    for (const [index, row] of list.entries()) {
      const detail = await rentDetail(row.id);
      expect(sumOf(detail.lines)).toBe(row.totalFen);
      expect(sumOf((await documents(row.id)).list)).toBe(row.totalFen);
      // Frozen as the engine computes the period over every holder of 乐橙's pallets, traced alike.
      const period = periods[index]!;
      const again = await billLines(server.db, { owner: ids.leCheng, ...period });
      expect(detail.totalFen).toBe(sumOf(again));
      expect(
        detail.lines.map((line) => [line.kind, line.warehouseId, line.amountFen, line.entryIds]),
      ).toEqual(
        expect.arrayContaining(
          again.map((line) => [line.kind, line.warehouseId, line.amountFen, line.entryIds]),
        ),
      );
      expect(detail.lines).toHaveLength(again.length);
      billed += row.totalFen;
    }
    expect(billed).toBeGreaterThan(0);
    expect((await statements({ state: 'pending' })).list.map((row) => row.periodEnd)).toEqual([
      dayText(latest.to),
    ]);
    expect(
      (await statements({ periodMonth: dayText(older.to).slice(0, 7) })).list.map((row) => row.periodEnd),
    ).toEqual([dayText(older.to)]);
    const second = await ok<Page<StatementRow>>(S.getSettleStatementList, { pageNum: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 12, pages: 6 });
    expect(second.list.map((row) => row.id)).toEqual([list[2]!.id, list[3]!.id]);
  });

  it('lists the demo payments with their pays and the platform account to pay to (any role may read it)', async () => {
    const { list } = await ok<Page<PaymentRow>>(P.getPayManagementList, ALL);
    expect(list.map((row) => row.state)).toEqual(['unpaid', ...Array<string>(10).fill('paid')]);
    // The newest paid one was paid in two pays; the older ones in one each.
    const [unpaid, paid] = list;
    expect(unpaid!.paidFen).toBe(Math.floor(unpaid!.dueFen / 2));
    expect(unpaid!.remainingFen).toBe(unpaid!.dueFen - unpaid!.paidFen);
    expect(paid).toMatchObject({ paidFen: paid!.dueFen, remainingFen: 0 });
    expect(paid!.paidAt).not.toBeNull();
    const detail = await payDetail(paid!.id);
    expect(detail.records.map((record) => record.payerAccount)).toEqual(['demo_center', 'demo_center']);
    expect(sumOf(detail.records)).toBe(paid!.dueFen);
    const account: BankAccountInfo = {
      accountName: '耶罗托盘共享服务平台有限公司',
      bankName: '招商银行上海分行营业部',
      accountNo: '121908571010601',
    };
    expect(detail.bankAccount).toEqual(account);
    expect((await ok<Page<PaymentRow>>(P.getPayManagementList, { ...ALL, state: 'paid' })).list).toEqual(
      list.slice(1),
    );
    const pallet = await server.login('demo_pallet');
    expect(await ok<BankAccountInfo>(API.common.getBankAccountInfo, {}, pallet)).toEqual(account);
  });

  it('freezes the period just closed on the first read after it: the hand-computed statement', async () => {
    // 乐橙's pallets at 广州白云物流 (not a client of 乐橙's: no client bill sees them), tray type 1311 at the
    // platform's 0.35 元 a pallet-day (rate 3500). Document A brings 31 pallets 40 days before the period's
    // last day Q, document B 20 pallets 38 days before it.
    const [warehouse] = await stockFixtures(server.db).warehouses('baiYun');
    const arrive = (daysBeforeEnd: number, delta: number, documentNo: string) =>
      server.db.transaction().execute((trx) =>
        applyMovements(trx, (current.to - daysBeforeEnd) * DAY_MS, {
          movements: [
            {
              holder: ids.baiYun,
              warehouse: warehouse!,
              trayType: '1311',
              owner: ids.leCheng,
              delta,
              kind: 'inbound',
              documentType: 'inboundOrder',
              documentId: newId(),
              documentNo,
            },
          ],
        }),
      );
    await arrive(40, 31, 'TEST-STATEMENT-A');
    await arrive(38, 20, 'TEST-STATEMENT-B');
    const entries = await statementsDb(server.db)
      .selectFrom('ledger_entries')
      .select(['id', 'document_no'])
      .where('document_no', 'like', 'TEST-STATEMENT-%')
      .orderBy('document_no')
      .execute();
    const [docA, docB] = entries.map((entry) => entry.id) as [string, string];

    // Nothing is frozen before the period closes; the first list read after it freezes it.
    server.advanceTime((current.to + 1 - shanghaiDay(Date.now())) * DAY_MS);
    center = await server.login('demo_center');
    const rows = (await statements()).list;
    expect(rows).toHaveLength(13);
    const row = rows[0]!;
    expect(row).toMatchObject({
      periodStart: dayText(current.from),
      periodEnd: dayText(current.to),
      state: 'pending',
      paymentId: null,
    });
    const detail = await rentDetail(row.id);
    const ours = detail.lines.filter(
      (line) => line.warehouseId === warehouse && line.trayTypeCode === '1311',
    );
    // Aged beyond the 30 free days from day Q − 9 (A) and Q − 7 (B) on, never beyond 60 by Q:
    // hire = 31 × 10 + 20 × 8 = 470 pallet-days × 3500 ÷ 100 = 16,450 fen (164.50 元).
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      kind: 'hire',
      quantity: 470,
      rate: 3500,
      rateUnit: 'centiFenPerPalletDay',
      amountFen: 16_450,
      entryIds: [docA, docB].sort(),
      firstDay: dayText(current.from),
      lastDay: dayText(current.to),
    });
    expect(sumOf(detail.lines)).toBe(row.totalFen);
    expect(row.totalFen).toBe(sumOf(await billLines(server.db, { owner: ids.leCheng, ...current })));

    // By document: 16,450 fen over 31 : 20 pallets = 9,999.02 + 6,450.98; floors 9,999 + 6,450 leave
    // 1 fen, which goes to the larger remainder (B).
    const byDocument = (await documents(row.id)).list;
    expect(sumOf(byDocument)).toBe(row.totalFen);
    const ofDocument = (no: string) => byDocument.find((document) => document.documentNo === no);
    expect(ofDocument('TEST-STATEMENT-A')).toMatchObject({
      documentType: 'inboundOrder',
      pallets: 31,
      amountFen: 9_999,
      documentDate: dayText(current.to - 40),
    });
    expect(ofDocument('TEST-STATEMENT-B')).toMatchObject({ pallets: 20, amountFen: 6_451 });
    // Paged by document: the pages add up to the same total.
    const pageSize = Math.max(1, Math.ceil(byDocument.length / 3));
    let paged = 0;
    for (let pageNum = 1; pageNum <= Math.ceil(byDocument.length / pageSize); pageNum += 1) {
      paged += sumOf((await documents(row.id, { pageNum, pageSize })).list);
    }
    expect(paged).toBe(row.totalFen);
    // Reading again freezes nothing more.
    expect((await statements()).total).toBe(13);
    scenario = { statementId: row.id, docA, docB, totalFen: row.totalFen };
  });

  it('confirms once, creating its payment; pays in part, refuses an overpay (2003 amountFen), then in full', async () => {
    const { statementId, totalFen } = scenario;
    const confirmed = await ok<StatementRow>(S.confirmSettleStatement, { id: statementId });
    expect(confirmed).toMatchObject({ state: 'confirmed', paymentState: 'unpaid' });
    expect(confirmed.confirmedAt).not.toBeNull();
    // A repeated confirm is a no-op: the same answer, still one payment.
    expect(await ok<StatementRow>(S.confirmSettleStatement, { id: statementId })).toEqual(confirmed);
    const payments = await statementsDb(server.db)
      .selectFrom('settle_payments')
      .selectAll()
      .where('statement_id', '=', statementId)
      .execute();
    expect(payments).toHaveLength(1);
    const id = confirmed.paymentId!;
    expect(await payDetail(id)).toMatchObject({
      statementId,
      dueFen: totalFen,
      paidFen: 0,
      remainingFen: totalFen,
      state: 'unpaid',
      records: [],
      paidAt: null,
    });

    const first = requestId();
    const partial = await pay(id, 1_000, first);
    expect(partial.errcode).toBe(0);
    expect(partial.data).toMatchObject({ paidFen: 1_000, remainingFen: totalFen - 1_000, state: 'unpaid' });
    expect(partial.data.records).toEqual([
      expect.objectContaining({ amountFen: 1_000, payerAccount: 'demo_center', payerName: '王芳' }),
    ]);
    // The same requestId again, whatever it says, answers the same result and pays nothing more.
    expect((await pay(id, 5_000, first)).data).toEqual(partial.data);

    const over = await pay(id, totalFen - 1_000 + 1);
    expect(over.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(fieldsOf(over.data)).toEqual(['amountFen']);
    expect((await payDetail(id)).paidFen).toBe(1_000);

    const full = await pay(id, totalFen - 1_000);
    expect(full.data).toMatchObject({ paidFen: totalFen, remainingFen: 0, state: 'paid' });
    expect(full.data.paidAt).not.toBeNull();
    expect(full.data.records.map((record) => record.amountFen)).toEqual([1_000, totalFen - 1_000]);
    expect((await rentDetail(statementId)).paymentState).toBe('paid');

    // Paying a paid payment is an illegal transition; confirming the statement again still a no-op.
    expect(await pay(id, 1)).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '付款单当前为「已付款」，不能付款',
      data: null,
    });
    expect((await ok<StatementRow>(S.confirmSettleStatement, { id: statementId })).state).toBe('confirmed');
  });

  it('never overpays under 20 racing pays', async () => {
    // The demo's partly paid statement: what remains, paid for by 20 requests at once of a seventh each.
    const { list } = await ok<Page<PaymentRow>>(P.getPayManagementList, { ...ALL, state: 'unpaid' });
    const payment = list[0]!;
    const remaining = payment.remainingFen;
    const amount = Math.floor(remaining / 7) + 1;
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(payment.id, amount)));
    const accepted = answers.filter((answer) => answer.errcode === 0).length;
    // 6 pays of ⌊R/7⌋ + 1 fit in R, a 7th would not.
    expect(accepted).toBe(Math.floor(remaining / amount));
    expect(accepted).toBe(6);
    for (const answer of answers.filter((a) => a.errcode !== 0)) {
      expect(answer.errcode).toBe(Errcode.VALIDATION_FAILED);
      expect(fieldsOf(answer.data)).toEqual(['amountFen']);
    }
    const after = await payDetail(payment.id);
    expect(after.paidFen).toBe(payment.paidFen + accepted * amount);
    expect(after.paidFen).toBeLessThanOrEqual(after.dueFen);
    expect(sumOf(after.records)).toBe(after.paidFen);
    expect(after.state).toBe('unpaid');
  });

  it('a statement of 0 fen is confirmed into a payment paid at once', async () => {
    // 成都蜀味 owns no pallets: its statement of 乐橙's latest closed period is 0 fen.
    const now = Date.now();
    const id = (await freezeStatement(server.db, ids.shuWei, latest, now))!;
    expect((await statementRow(server.db, ids.shuWei, id)).totalFen).toBe(0);
    const account = await server.db
      .selectFrom('accounts')
      .select('id')
      .where('user_account', '=', 'demo_center')
      .executeTakeFirstOrThrow();
    await confirmStatement(server.db, { companyId: ids.shuWei, accountId: account.id }, now, id);
    expect(await statementRow(server.db, ids.shuWei, id)).toMatchObject({
      state: 'confirmed',
      paymentState: 'paid',
    });
    const payment = await statementsDb(server.db)
      .selectFrom('settle_payments')
      .select(['due_fen', 'paid_fen', 'status'])
      .where('statement_id', '=', id)
      .executeTakeFirstOrThrow();
    expect([Number(payment.due_fen), Number(payment.paid_fen), payment.status]).toEqual([0, 0, 'paid']);
    // Freezing the period again writes nothing.
    expect(await freezeStatement(server.db, ids.shuWei, latest, now)).toBeNull();
  });

  it('tells the customer of a frozen statement by bill.issued once; a period not closed tells nobody', async () => {
    await subscribeWebhook(server.db, ids.baiYun, 'bill.issued');
    const issued = async () =>
      (await webhookEvents(server.db, ids.baiYun, 'bill.issued')).filter((e) => e.data.kind === 'statement');
    const before = await issued();
    const now = Date.now();
    await expect(freezeStatement(server.db, ids.baiYun, current, now)).rejects.toThrow(/not closed/);
    expect(await issued()).toEqual(before);
    const id = (await freezeStatement(server.db, ids.baiYun, latest, now))!;
    expect(await freezeStatement(server.db, ids.baiYun, latest, now)).toBeNull();
    const row = await statementRow(server.db, ids.baiYun, id);
    expect(await issued()).toEqual([
      ...before,
      {
        companyId: ids.baiYun,
        type: 'bill.issued',
        data: {
          billId: id,
          billNo: row.statementNo,
          kind: 'statement',
          billerCompanyId: null,
          billedCompanyId: ids.baiYun,
          periodStart: dayText(latest.from),
          periodEnd: dayText(latest.to),
          totalFen: row.totalFen,
        },
      },
    ]);
  });

  it("answers not-found for another company's statement and payment, never their data", async () => {
    const now = Date.now();
    const id = (await freezeStatement(server.db, ids.kunShan, latest, now))!;
    const account = await server.db
      .selectFrom('accounts')
      .select('id')
      .where('user_account', '=', 'demo_center')
      .executeTakeFirstOrThrow();
    const kunShan = { companyId: ids.kunShan, accountId: account.id };
    await confirmStatement(server.db, kunShan, now, id);
    const paymentId = (await statementRow(server.db, ids.kunShan, id)).paymentId!;
    for (const [path, body] of [
      [S.confirmSettleStatement, { id }],
      [S.getRentSettleStatementDetail, { id }],
      [S.getOrderSettleStatementDetail, { ...ALL, id }],
    ] as const) {
      expect(await call(path, body)).toMatchObject({
        errcode: Errcode.BUSINESS_FAILURE,
        errmsg: '结算单不存在',
        data: null,
      });
    }
    for (const answer of [await call(P.getPayInfoDetail, { id: paymentId }), await pay(paymentId, 1)]) {
      expect(answer).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '付款单不存在', data: null });
    }
    expect((await statements()).list.map((row) => row.id)).not.toContain(id);
    expect((await ok<Page<PaymentRow>>(P.getPayManagementList, ALL)).list.map((row) => row.id)).not.toContain(
      paymentId,
    );
    expect(
      await statementsDb(server.db)
        .selectFrom('settle_pay_records')
        .select('id')
        .where('payment_id', '=', paymentId)
        .execute(),
    ).toEqual([]);
  });

  it('refuses malformed bodies (2003) naming the fields', async () => {
    const { list } = await ok<Page<PaymentRow>>(P.getPayManagementList, { ...ALL, state: 'unpaid' });
    const id = list[0]!.id;
    for (const [body, fields] of [
      [{ id, amountFen: 0, requestId: requestId() }, ['amountFen']],
      [{ id, amountFen: -5, requestId: requestId() }, ['amountFen']],
      [{ id, amountFen: 1.5, requestId: requestId() }, ['amountFen']],
      [{ id, amountFen: '100', requestId: requestId() }, ['amountFen']],
      [{ id, amountFen: 100 }, ['requestId']],
      [{ id, amountFen: 100, requestId: 'not-hex' }, ['requestId']],
      [{ amountFen: 100, requestId: requestId() }, ['id']],
    ] as const) {
      const answer = await call(P.confirmPay, body);
      expect(answer.errcode, JSON.stringify(body)).toBe(Errcode.VALIDATION_FAILED);
      expect(fieldsOf(answer.data)).toEqual(fields);
    }
    for (const [path, body, field] of [
      [S.getSettleStatementList, { ...ALL, state: 'paid' }, 'state'],
      [S.getSettleStatementList, { ...ALL, periodMonth: '2026-13' }, 'periodMonth'],
      [P.getPayManagementList, { ...ALL, state: 'pending' }, 'state'],
      [S.confirmSettleStatement, {}, 'id'],
      [S.getOrderSettleStatementDetail, { id }, 'pageNum'],
    ] as const) {
      const answer = await call(path, body);
      expect(answer.errcode, path).toBe(Errcode.VALIDATION_FAILED);
      expect(fieldsOf(answer.data)).toContain(field);
    }
  });

  it('refuses without the codes (4030): outside the enterprise center, and without 确认账单 or 支付', async () => {
    const pallet = await server.login('demo_pallet');
    const [statement] = (await statements()).list;
    const [payment] = (await ok<Page<PaymentRow>>(P.getPayManagementList, ALL)).list;
    for (const [path, body] of [
      [S.getSettleStatementList, ALL],
      [S.confirmSettleStatement, { id: statement!.id }],
      [S.getRentSettleStatementDetail, { id: statement!.id }],
      [S.getOrderSettleStatementDetail, { ...ALL, id: statement!.id }],
      [P.getPayManagementList, ALL],
      [P.getPayInfoDetail, { id: payment!.id }],
      [P.confirmPay, { id: payment!.id, amountFen: 1, requestId: requestId() }],
    ] as const) {
      expect((await call(path, body, pallet)).errcode, path).toBe(Errcode.NO_PERMISSION);
    }
    // A 业务主管 sub-account of the center (the administrator demo_center holds every code).
    const supervisor = await loginCenterSupervisor(server);
    await revokeSupervisorCodes(
      server.db,
      ['center-settle-check-confirmBill', 'center-settle-payment-pay'],
      ids.leCheng,
    );
    const pending = (await statements({ state: 'pending' })).list[0]!;
    expect((await call(S.confirmSettleStatement, { id: pending.id }, supervisor)).errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    const payBody = { id: payment!.id, amountFen: 1, requestId: requestId() };
    expect((await call(P.confirmPay, payBody, supervisor)).errcode).toBe(Errcode.NO_PERMISSION);
    expect((await rentDetail(pending.id)).state).toBe('pending');
  });
});
