/**
 * An in-memory stand-in for clientCustomerBill/billList, billDetail and auditOrRejectBill, for the stories
 * (offline Storybook) and the browser tests. Its bills keep the server's rules: a bill's total is the sum
 * of its lines, and a rejected bill is at once superseded by a new pending bill of the same period. Not
 * part of the widget's bundle.
 */
import type { BillLineRow, ClientBillDetail, ClientBillRow } from '../../contract/bills';
import type { Envelope } from '../../contract/envelope';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeCall,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { matches, pageOf, refuse } from '../test-support/fake-lists';
import {
  CLIENT_BILL_DECIDE_CALL,
  CLIENT_BILL_DETAIL_CALL,
  CLIENT_BILL_LIST_CALL,
  type BillsResponses,
} from './api';
import { fakeBillLine } from './fake-bill-line';
import { itemRoutes } from './fake-items-backend';
import type { ItemsResponses } from './items-api';

export const ALL_BILL_CODES = [
  'center-settle-checkC1-detail',
  'center-settle-checkC1-confirmBill',
  'center-settle-checkC1-exportDetail',
];

const PERIOD = { periodStart: '2026-10-26', periodEnd: '2026-11-25', computedTo: '2026-11-20' };
const CLOSED = { periodStart: '2026-09-26', periodEnd: '2026-10-25', computedTo: '2026-10-25' };

const line = (
  kind: BillLineRow['kind'],
  warehouseName: string,
  figures: [number, number, number],
  [firstDay, lastDay]: [string, string] = [PERIOD.periodStart, PERIOD.computedTo],
): BillLineRow =>
  fakeBillLine(kind, warehouseName, figures, {
    priceId: firstDay < '2026-11-01' ? 'price-oct' : 'price-nov',
    firstDay,
    lastDay,
  });

/** A credit on the live bill for the closed period's hire, after a cheaper price was back-dated. */
const correction = (warehouseName: string, amountFen: number): BillLineRow => ({
  ...line('hire', warehouseName, [1, amountFen, amountFen], [CLOSED.periodStart, CLOSED.periodEnd]),
  kind: 'correction',
  rateUnit: 'fenPerCorrection',
  corrects: {
    billId: 'bill-000001',
    billNo: 'ZD20261026-000001',
    periodStart: CLOSED.periodStart,
    periodEnd: CLOSED.periodEnd,
    kind: 'hire',
  },
});

/** Listed in an order other than the bill's, so the view's ordering shows. */
const SHUWEI_LINES: BillLineRow[] = [
  line('offset', '双流配送中心', [5, 3000, -15000], ['2026-11-12', '2026-11-12']),
  line('hire', '双流配送中心', [4210, 3500, 147350], ['2026-10-26', '2026-10-31']),
  line('hire', '双流配送中心', [8123, 3525, 286336], ['2026-11-01', '2026-11-20']),
  line('overdueInStock', '龙泉驿仓', [645, 5000, 32250]),
  line('overdueReturn', '双流配送中心', [12, 3000, 36000], ['2026-11-12', '2026-11-12']),
  line('deduction', '龙泉驿仓', [3, 15000, 45000], ['2026-11-18', '2026-11-18']),
  correction('双流配送中心', -1500),
];

const bill = (clientCompanyId: string, clientName: string, lines: BillLineRow[]): ClientBillDetail => ({
  id: null,
  billNo: null,
  clientCompanyId,
  clientName,
  ...PERIOD,
  totalFen: lines.reduce((sum, l) => sum + l.amountFen, 0),
  state: 'live',
  rejectReason: null,
  supersededBy: null,
  lines,
});

/** A frozen bill of the period closed on 2026-10-25. */
const frozen = (
  live: ClientBillDetail,
  id: string,
  state: ClientBillDetail['state'],
  lines: BillLineRow[],
): ClientBillDetail => ({
  ...bill(live.clientCompanyId, live.clientName, lines),
  ...CLOSED,
  id,
  billNo: `ZD20261026-${id.slice(-6)}`,
  state,
});

const SHUWEI = bill('co-shuwei', '成都蜀味餐饮供应链有限公司', SHUWEI_LINES);
const JIADING = bill('co-jiading', '上海嘉定鲜果批发有限公司', [
  line('hire', '嘉定批发市场仓', [1500, 3500, 52500]),
]);

/** The live bills first (one per client), then the frozen ones, as billList orders them. */
export const BILL_FIXTURES: readonly ClientBillDetail[] = [
  SHUWEI,
  JIADING,
  bill('co-quiet', '苏州第一食品配送有限公司', []),
  frozen(SHUWEI, 'bill-000001', 'pending', [
    line('hire', '双流配送中心', [3000, 3500, 105000], [CLOSED.periodStart, CLOSED.periodEnd]),
  ]),
  frozen(JIADING, 'bill-000002', 'audited', [
    line('hire', '嘉定批发市场仓', [1200, 3500, 42000], [CLOSED.periodStart, CLOSED.periodEnd]),
  ]),
];

export const rowOf = ({ lines: _lines, ...row }: ClientBillDetail): ClientBillRow => row;

export interface FakeBillsOptions {
  /** Permission codes the session holds (default: every 对账管理(C1) code). */
  permissions?: readonly string[];
  delayMs?: number;
  /** The bills answered (default BILL_FIXTURES). */
  bills?: readonly ClientBillDetail[];
  /** billList answers this refusal. */
  failList?: string;
  /** A reject answers 2003 naming `reason` with this message. */
  refuseReason?: string;
}

export function installFakeBillsBackend(options: FakeBillsOptions = {}): FakeFetch {
  const permissions = [...(options.permissions ?? ALL_BILL_CODES)];
  const bills = [...(options.bills ?? BILL_FIXTURES)];
  const routes: FakeRoutes<BillsResponses & ItemsResponses> = {
    ...itemRoutes(bills),
    [CLIENT_BILL_LIST_CALL]: (body) => {
      if (options.failList) return refuse(options.failList);
      const rows = bills.filter(
        (b) =>
          matches(body, 'clientCompanyId', b.clientCompanyId) &&
          matches(body, 'state', b.state) &&
          matches(body, 'periodMonth', b.periodEnd.slice(0, 7)),
      );
      return ok(pageOf(rows.map(rowOf), body));
    },
    [CLIENT_BILL_DETAIL_CALL]: (body) => {
      const found = body.id
        ? bills.find((b) => b.id === body.id)
        : bills.find((b) => b.state === 'live' && b.clientCompanyId === body.clientCompanyId);
      return found ? ok(found) : refuse(body.id ? '账单不存在' : '客户不存在');
    },
    [CLIENT_BILL_DECIDE_CALL]: (body) => {
      const index = bills.findIndex((b) => b.id === body.id);
      const found = bills[index];
      if (!found || found.state !== 'pending') return refuse('账单不存在或不是待审核');
      if (body.action === 'audit') {
        bills[index] = { ...found, state: 'audited' };
        return ok(rowOf(bills[index]));
      }
      // The successor: the same period regenerated as a new pending bill.
      const successor: ClientBillDetail = {
        ...found,
        id: `${found.id}-r`,
        billNo: `${found.billNo}-R`,
        state: 'pending',
      };
      bills[index] = {
        ...found,
        state: 'rejected',
        rejectReason: String(body.reason),
        supersededBy: successor.id,
      };
      bills.splice(index, 0, successor);
      return ok(rowOf(bills[index + 1]!));
    },
  };
  const answer = answerRoutes(routes, ({ path }) =>
    path.endsWith('/permission/loadMenuAndPermission') ? ok({ menus: [], permissions }) : undefined,
  );
  // A 2003 is no answer of the call's type: it is answered before the routes.
  const refusedReason = (call: FakeCall): Envelope | undefined =>
    options.refuseReason && call.path === CLIENT_BILL_DECIDE_CALL && call.body.action === 'reject'
      ? {
          errcode: 2003,
          errmsg: options.refuseReason,
          data: { fields: [{ field: 'reason', message: options.refuseReason }] },
        }
      : undefined;
  return installFakeFetch((call) => refusedReason(call) ?? answer(call), { delayMs: options.delayMs });
}
