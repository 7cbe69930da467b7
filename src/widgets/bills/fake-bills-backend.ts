/**
 * An in-memory stand-in for clientCustomerBill/billList and billDetail, for the stories (offline
 * Storybook) and the browser tests. Its bills keep the server's rule that a bill's total is the sum of
 * its lines. Not part of the widget's bundle.
 */
import type { BillLineRow, ClientBillDetail, ClientBillRow } from '../../contract/bills';
import type { Page } from '../../contract/envelope';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { refuse } from '../test-support/fake-lists';
import { CLIENT_BILL_DETAIL_CALL, CLIENT_BILL_LIST_CALL, LIVE_BILLS_QUERY, type BillsResponses } from './api';

export const ALL_BILL_CODES = ['center-settle-checkC1-detail', 'center-settle-checkC1-exportDetail'];

const PERIOD = { periodStart: '2026-10-26', periodEnd: '2026-11-25', computedTo: '2026-11-20' };

const line = (
  kind: BillLineRow['kind'],
  warehouseName: string,
  [quantity, rate, amountFen]: [number, number, number],
  days: [string, string] = [PERIOD.periodStart, PERIOD.computedTo],
): BillLineRow => ({
  kind,
  warehouseId: `wh-${warehouseName}`,
  warehouseName,
  trayTypeCode: '1210',
  trayTypeName: '川字塑料托盘',
  priceId: days[0] < '2026-11-01' ? 'price-oct' : 'price-nov',
  firstDay: days[0],
  lastDay: days[1],
  quantity,
  rate,
  rateUnit: kind === 'hire' || kind === 'overdueInStock' ? 'centiFenPerPalletDay' : 'fenPerPallet',
  amountFen,
  entryIds: [`entry-${kind}-${warehouseName}`],
});

/** Listed in an order other than the bill's, so the view's ordering shows. */
const SHUWEI_LINES: BillLineRow[] = [
  line('offset', '双流配送中心', [5, 3000, -15000], ['2026-11-12', '2026-11-12']),
  line('hire', '双流配送中心', [4210, 3500, 147350], ['2026-10-26', '2026-10-31']),
  line('hire', '双流配送中心', [8123, 3525, 286336], ['2026-11-01', '2026-11-20']),
  line('overdueInStock', '龙泉驿仓', [645, 5000, 32250]),
  line('overdueReturn', '双流配送中心', [12, 3000, 36000], ['2026-11-12', '2026-11-12']),
  line('deduction', '龙泉驿仓', [3, 15000, 45000], ['2026-11-18', '2026-11-18']),
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

export const BILL_FIXTURES: readonly ClientBillDetail[] = [
  bill('co-shuwei', '成都蜀味餐饮供应链有限公司', SHUWEI_LINES),
  bill('co-jiading', '上海嘉定鲜果批发有限公司', [line('hire', '嘉定批发市场仓', [1500, 3500, 52500])]),
  bill('co-quiet', '苏州第一食品配送有限公司', []),
];

const rowOf = ({ lines: _lines, ...row }: ClientBillDetail): ClientBillRow => row;
/** Every row on one page, as the server answers LIVE_BILLS_QUERY. */
const pageOf = (list: ClientBillRow[]): Page<ClientBillRow> => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: LIVE_BILLS_QUERY.pageSize,
  pages: 1,
});

export interface FakeBillsOptions {
  /** Permission codes the session holds (default: every 对账管理(C1) code). */
  permissions?: readonly string[];
  delayMs?: number;
  /** The bills answered (default BILL_FIXTURES). */
  bills?: readonly ClientBillDetail[];
  /** billList answers this refusal. */
  failList?: string;
}

export function installFakeBillsBackend(options: FakeBillsOptions = {}): FakeFetch {
  const permissions = [...(options.permissions ?? ALL_BILL_CODES)];
  const bills = options.bills ?? BILL_FIXTURES;
  const routes: FakeRoutes<BillsResponses> = {
    [CLIENT_BILL_LIST_CALL]: () =>
      options.failList ? refuse(options.failList) : ok(pageOf(bills.map(rowOf))),
    [CLIENT_BILL_DETAIL_CALL]: (body) => {
      const found = bills.find((b) => b.clientCompanyId === body.clientCompanyId);
      return found ? ok(found) : refuse('客户不存在');
    },
  };
  return installFakeFetch(
    answerRoutes(routes, ({ path }) =>
      path.endsWith('/permission/loadMenuAndPermission') ? ok({ menus: [], permissions }) : undefined,
    ),
    { delayMs: options.delayMs },
  );
}
