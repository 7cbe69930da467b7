/**
 * An in-memory stand-in for settlementManagement/*, payManagement/* and common/getBankAccountInfo, for
 * the stories and the browser tests. It keeps the server's rules: a statement's lines and its documents
 * each add up to its total; confirming creates a 待付款 payment of the total; a pay never exceeds what
 * remains (2003 on amountFen) and a payment with nothing left is 已付款. Not part of the widget's bundle.
 */
import type { BillLineRow } from '../../contract/bills';
import type {
  BankAccountInfo,
  PayInfoDetail,
  PaymentRow,
  StatementDetail,
  StatementDocumentRow,
  StatementRow,
} from '../../contract/statements';
import { formatYuan } from '../../contract/money';
import type { Envelope } from '../../contract/envelope';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { matches, pageOf, refuse } from '../test-support/fake-lists';
import {
  BANK_ACCOUNT_CALL,
  PAY_CALL,
  PAYMENT_DETAIL_CALL,
  PAYMENT_LIST_CALL,
  STATEMENT_CONFIRM_CALL,
  STATEMENT_DETAIL_CALL,
  STATEMENT_DOCUMENTS_CALL,
  STATEMENT_LIST_CALL,
  type StatementsResponses,
} from './statements-api';
import { fakeBillLine } from './fake-bill-line';

export const ALL_STATEMENT_CODES = [
  'center-settle-check-detail',
  'center-settle-check-confirmBill',
  'center-settle-payment-detail',
  'center-settle-payment-pay',
];

export const BANK_ACCOUNT: BankAccountInfo = {
  accountName: '耶罗托盘共享服务平台有限公司',
  bankName: '招商银行上海分行营业部',
  accountNo: '121908571010601',
};

/** The statement's lines: the platform's price, over the statement's days. */
const line = (
  kind: BillLineRow['kind'],
  warehouseName: string,
  figures: [number, number, number],
  rest: Partial<BillLineRow> = {},
) =>
  fakeBillLine(kind, warehouseName, figures, {
    priceId: 'price-platform',
    firstDay: '2026-10-21',
    lastDay: '2026-11-20',
    ...rest,
  });

const document = (
  documentType: StatementDocumentRow['documentType'],
  documentNo: string,
  pallets: number,
  amountFen: number,
): StatementDocumentRow => ({
  documentType,
  documentId: `doc-${documentNo}`,
  documentNo,
  documentDate: '2026-09-30',
  pallets,
  amountFen,
  corrects: null,
});

/** The statement of the period before the latest: the one the latest's correction line corrects. */
const EARLIER = { id: 'stmt-000002', no: 'JS20261020-000002', period: ['2026-09-21', '2026-10-20'] } as const;

interface FakeStatement extends StatementDetail {
  documents: StatementDocumentRow[];
}

const statement = (
  id: string,
  [periodStart, periodEnd]: [string, string],
  state: StatementRow['state'],
  lines: BillLineRow[],
  documents: StatementDocumentRow[],
): FakeStatement => ({
  id,
  statementNo: `JS${periodEnd.replaceAll('-', '')}-${id.slice(-6)}`,
  periodStart,
  periodEnd,
  totalFen: lines.reduce((sum, l) => sum + l.amountFen, 0),
  state,
  confirmedAt: state === 'confirmed' ? '2026-10-22T02:00:00.000Z' : null,
  paymentId: null,
  paymentState: null,
  lines,
  documents,
});

/** The latest period pending; the one before confirmed, its payment paid in part. */
export const STATEMENT_FIXTURES: readonly FakeStatement[] = [
  statement(
    'stmt-000003',
    ['2026-10-21', '2026-11-20'],
    'pending',
    [
      line('hire', '浦东中心仓', [4210, 3000, 126300]),
      line('overdueInStock', '成都双流配送中心', [645, 4500, 29025]),
      line('deduction', '浦东中心仓', [2, 15000, 30000]),
      // A transfer corrected after the earlier statement was frozen: 5 pallets back on hire there.
      line('correction', '浦东中心仓', [1, 2250, 2250], {
        rateUnit: 'fenPerCorrection',
        firstDay: EARLIER.period[0],
        lastDay: EARLIER.period[1],
        corrects: {
          billId: EARLIER.id,
          billNo: EARLIER.no,
          periodStart: EARLIER.period[0],
          periodEnd: EARLIER.period[1],
          kind: 'hire',
        },
      }),
    ],
    [
      // 126,300 + 29,025 + 30,000 = 185,325 fen, split by document; the correction on its own row.
      document('inboundOrder', 'RK20260930-000001', 120, 98_765),
      document('saleOutbound', 'YD20261002-000004', 60, 56_560),
      document('deduction', 'KJ20261118-000001', 2, 30_000),
      {
        ...document(null, '', 0, 2250),
        documentId: null,
        documentNo: null,
        documentDate: null,
        corrects: {
          statementId: EARLIER.id,
          statementNo: EARLIER.no,
          periodStart: EARLIER.period[0],
          periodEnd: EARLIER.period[1],
        },
      },
    ],
  ),
  statement(
    EARLIER.id,
    [...EARLIER.period],
    'confirmed',
    [line('hire', '浦东中心仓', [3000, 3000, 90000])],
    [document('inboundOrder', 'RK20260930-000001', 120, 90_000)],
  ),
];

export const PAYMENT_FIXTURES: readonly PayInfoDetail[] = [
  {
    id: 'pay-000001',
    paymentNo: 'FK20261022-000001',
    statementId: 'stmt-000002',
    statementNo: STATEMENT_FIXTURES[1]!.statementNo,
    periodStart: '2026-09-21',
    periodEnd: '2026-10-20',
    dueFen: 90_000,
    paidFen: 30_000,
    remainingFen: 60_000,
    state: 'unpaid',
    createdAt: '2026-10-22T02:00:00.000Z',
    paidAt: null,
    records: [
      {
        id: 'record-1',
        amountFen: 30_000,
        payerAccount: 'demo_center',
        payerName: '王芳',
        paidAt: '2026-10-25T03:00:00.000Z',
      },
    ],
    bankAccount: BANK_ACCOUNT,
  },
];

export const rowOfStatement = ({ lines: _l, documents: _d, ...row }: FakeStatement): StatementRow => row;
const detailOf = ({ documents: _d, ...detail }: FakeStatement): StatementDetail => detail;
const rowOfPayment = ({ records: _r, bankAccount: _b, ...row }: PayInfoDetail): PaymentRow => row;

export interface FakeStatementsOptions {
  /** Permission codes the session holds (default: every 对账管理 and 付款管理 code). */
  permissions?: readonly string[];
  delayMs?: number;
  statements?: readonly FakeStatement[];
  payments?: readonly PayInfoDetail[];
  /** Every pay answers 2003 on amountFen with this message (another pay came first). */
  refusePay?: string;
}

export function installFakeStatementsBackend(options: FakeStatementsOptions = {}): FakeFetch {
  const permissions = [...(options.permissions ?? ALL_STATEMENT_CODES)];
  const statements = (options.statements ?? STATEMENT_FIXTURES).map((s) => ({ ...s }));
  const payments = (options.payments ?? PAYMENT_FIXTURES).map((p) => ({ ...p }));
  for (const payment of payments) {
    const paid = statements.find((s) => s.id === payment.statementId);
    if (paid) Object.assign(paid, { paymentId: payment.id, paymentState: payment.state });
  }
  const refusePay = (message: string): Envelope =>
    ({ errcode: 2003, errmsg: message, data: { fields: [{ field: 'amountFen', message }] } }) as Envelope;
  const routes: FakeRoutes<StatementsResponses> = {
    [STATEMENT_LIST_CALL]: (body) =>
      ok(
        pageOf(
          statements
            .filter(
              (s) => matches(body, 'state', s.state) && matches(body, 'periodMonth', s.periodEnd.slice(0, 7)),
            )
            .map(rowOfStatement),
          body,
        ),
      ),
    [STATEMENT_DETAIL_CALL]: (body) => {
      const found = statements.find((s) => s.id === body.id);
      if (!found) return refuse('结算单不存在');
      return ok(detailOf(found));
    },
    [STATEMENT_DOCUMENTS_CALL]: (body) => {
      const found = statements.find((s) => s.id === body.id);
      return found ? ok(pageOf(found.documents, body)) : refuse('结算单不存在');
    },
    [STATEMENT_CONFIRM_CALL]: (body) => {
      const found = statements.find((s) => s.id === body.id);
      if (!found) return refuse('结算单不存在');
      if (found.state === 'pending') {
        const payment: PayInfoDetail = {
          id: `pay-${found.id}`,
          paymentNo: `FK-${found.id}`,
          statementId: found.id,
          statementNo: found.statementNo,
          periodStart: found.periodStart,
          periodEnd: found.periodEnd,
          dueFen: found.totalFen,
          paidFen: 0,
          remainingFen: found.totalFen,
          state: 'unpaid',
          createdAt: '2026-11-21T02:00:00.000Z',
          paidAt: null,
          records: [],
          bankAccount: BANK_ACCOUNT,
        };
        payments.unshift(payment);
        Object.assign(found, {
          state: 'confirmed',
          confirmedAt: '2026-11-21T02:00:00.000Z',
          paymentId: payment.id,
          paymentState: 'unpaid',
        });
      }
      return ok(rowOfStatement(found));
    },
    [PAYMENT_LIST_CALL]: (body) =>
      ok(pageOf(payments.filter((p) => matches(body, 'state', p.state)).map(rowOfPayment), body)),
    [PAYMENT_DETAIL_CALL]: (body) => {
      const found = payments.find((p) => p.id === body.id);
      return found ? ok(found) : refuse('付款单不存在');
    },
    [PAY_CALL]: (body) => {
      const index = payments.findIndex((p) => p.id === body.id);
      const found = payments[index];
      if (!found) return refuse('付款单不存在');
      if (found.state === 'paid') return refuse('付款单当前为「已付款」，不能付款');
      const amount = Number(body.amountFen);
      if (amount > found.remainingFen) {
        return refusePay(`付款金额不能超过待付金额 ${formatYuan(found.remainingFen)} 元`) as Envelope<null>;
      }
      const paidFen = found.paidFen + amount;
      const state = paidFen === found.dueFen ? 'paid' : 'unpaid';
      payments[index] = {
        ...found,
        paidFen,
        remainingFen: found.dueFen - paidFen,
        state,
        paidAt: state === 'paid' ? '2026-11-22T02:00:00.000Z' : null,
        records: [
          ...found.records,
          {
            id: `record-${found.records.length + 1}`,
            amountFen: amount,
            payerAccount: 'demo_center',
            payerName: '王芳',
            paidAt: '2026-11-22T02:00:00.000Z',
          },
        ],
      };
      const paid = statements.find((s) => s.id === found.statementId);
      if (paid) paid.paymentState = state;
      return ok(payments[index]);
    },
    [BANK_ACCOUNT_CALL]: () => ok(BANK_ACCOUNT),
  };
  const answer = answerRoutes(routes, ({ path }) =>
    path.endsWith('/permission/loadMenuAndPermission') ? ok({ menus: [], permissions }) : undefined,
  );
  return installFakeFetch(
    (call) => (options.refusePay && call.path === PAY_CALL ? refusePay(options.refusePay) : answer(call)),
    { delayMs: options.delayMs },
  );
}
