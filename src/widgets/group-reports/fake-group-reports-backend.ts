/**
 * The fake server of <yp-group-reports> (role 6, 苏州华润包装集团) and <yp-downstream-data> (role 7, 成都蜀味)
 * for the stories and browser tests: the report calls answered from the fixtures with the server's filters
 * and the contract's buckets. Not part of the widgets' bundle.
 */
import { API } from '../../contract/api-paths';
import type { Envelope, Page } from '../../contract/envelope';
import {
  bucketsOf,
  REPORT_LIST_KINDS,
  type ChartQuery,
  type ChartStatistics,
  type GroupDataSummary,
  type GroupStockReport,
  type MemberFigures,
  type MovementList,
  type MovementRow,
  type ReportStockRow,
  type StockInfoRow,
  type TurnoverFigures,
} from '../../contract/reports';
import type { StockDetail } from '../../contract/stock';
import { C1_CODES } from '../balances';
import { LOOKUP_PATHS } from '../use-lookups';
import {
  answerRoutes,
  installFakeFetch,
  ok,
  type FakeCall,
  type FakeFetch,
  type FakeRoutes,
} from '../test-support/fake-fetch';
import { hasKeyword, matches, pageOf } from '../test-support/fake-lists';
import {
  CHART_STATISTICS_CALL,
  DOWNSTREAM_PATHS,
  GROUP_PATHS,
  GROUP_REPORT_CALL,
  GROUP_SUMMARY_CALL,
  SHIPMENT_LIST_CALL,
  TRANSFER_LIST_CALL,
  type ReportResponses,
} from './api';
import {
  DOWNSTREAM_STOCK,
  GROUP_NAME,
  inboundAt,
  MEMBER_FIGURES,
  MEMBER_MOVEMENTS,
  MEMBER_STOCK,
  MEMBER_STOCK_INFO,
  MEMBERS,
  onHandAt,
  outboundAt,
  SHUWEI_ARRIVALS,
  SHUWEI_CLIENT_WAREHOUSES,
  SHUWEI_CLIENTS,
  SHUWEI_MOVEMENTS,
  SHUWEI_STOCK,
  SHUWEI_TRANSFERS,
  SHUWEI_STOCK_INFO,
  SHUWEI_WAREHOUSES,
  TRAY_TYPES,
} from './group-reports.fixtures';

export const ALL_REPORT_CODES = ['group-data-export', 'downstream-data-export'];
/** What an administrator of 成都蜀味 holds besides: the codes of the actions on its stock. */
export const HELD_STOCK_CODES = Object.values(C1_CODES);

export interface FakeReportsOptions {
  /** Permission codes of the session (default: both export codes and the held-stock actions). */
  permissions?: readonly string[];
  delayMs?: number;
  /** Every list and report answers with no rows. */
  empty?: boolean;
}

type Body = FakeCall['body'];

/** The same month every summary reports, so the tiles read alike in every run. */
const MONTH = '2026-11';

const within = (body: Body, row: MovementRow) => {
  const day = row.createdAt.slice(0, 10);
  return (!body.startDate || day >= String(body.startDate)) && (!body.endDate || day <= String(body.endDate));
};

const movementsOf = (rows: readonly MovementRow[], list: MovementList) => (body: Body) =>
  ok(
    pageOf(
      rows.filter(
        (row) =>
          (REPORT_LIST_KINDS[list] as readonly string[]).includes(row.kind) &&
          matches(body, 'memberCompanyId', row.companyId) &&
          matches(body, 'warehouseId', row.warehouseId) &&
          matches(body, 'trayTypeCode', row.trayTypeCode) &&
          matches(body, 'kind', row.kind) &&
          hasKeyword(body, row.documentNo) &&
          within(body, row),
      ),
      body,
    ),
  );

const stockOf = (rows: readonly ReportStockRow[], body: Body) =>
  pageOf(
    rows.filter(
      (row) =>
        matches(
          body,
          'memberCompanyId',
          body.holders === 'downstream' ? row.ownerCompanyId : row.companyId,
        ) &&
        matches(body, 'downstreamCompanyId', row.companyId) &&
        matches(body, 'warehouseId', row.warehouseId) &&
        matches(body, 'trayTypeCode', row.trayTypeCode) &&
        hasKeyword(body, row.warehouseName, row.companyName),
    ),
    body,
  );

const summaryOf = (members: MemberFigures[]): GroupDataSummary => {
  const total = (key: Exclude<keyof MemberFigures, 'companyId' | 'companyName'>) =>
    members.reduce((sum, member) => sum + member[key], 0);
  return {
    groupCompanyName: GROUP_NAME,
    month: MONTH,
    members,
    totals: {
      onHand: total('onHand'),
      inTransit: total('inTransit'),
      awaitingSignature: total('awaitingSignature'),
      atDownstream: total('atDownstream'),
      monthIn: total('monthIn'),
      monthOut: total('monthOut'),
      warehouses: total('warehouses'),
    },
  };
};

const TOTALS: TurnoverFigures = {
  averageBalance: 2905.5,
  issues: 1320,
  transfers: 240,
  outbound: 1710,
  deductions: 12,
  cycleTime: 0.54,
  dwellDays: 50.97,
  lossRatePercent: 0.41,
};

function groupReport(body: Body, empty: boolean): GroupStockReport {
  const period = body as unknown as ChartQuery;
  const buckets = bucketsOf(period).map((bucket) => bucket.start);
  const members = empty ? [] : MEMBERS.filter((member) => matches(body, 'memberCompanyId', member.companyId));
  return {
    period: { granularity: period.granularity, startDate: period.startDate, endDate: period.endDate },
    buckets,
    members: members.map((member) => ({
      ...member,
      onHand: buckets.map((_, index) => onHandAt(member, index)),
      inbound: buckets.map((_, index) => inboundAt(member, index)),
      outbound: buckets.map((_, index) => outboundAt(member, index)),
    })),
    warehouses: members.map((member, index) => ({
      ...member,
      warehouseId: `wh-${member.companyId}`,
      warehouseName: index === 0 ? '昆山花桥仓' : '无锡新区仓',
      ...TOTALS,
      // A warehouse that sent nothing out: its dwell time has no divisor.
      ...(index === 1 ? { averageBalance: 1180.4, outbound: 0, dwellDays: null } : {}),
    })),
    totals: TOTALS,
  };
}

function chartStatistics(body: Body, empty: boolean): ChartStatistics {
  const period = body as unknown as ChartQuery;
  const buckets = bucketsOf(period).map((bucket) => bucket.start);
  const zeros = buckets.map(() => 0);
  return {
    period: { granularity: period.granularity, startDate: period.startDate, endDate: period.endDate },
    buckets,
    trend: empty
      ? []
      : TRAY_TYPES.map((type, line) => ({
          trayTypeCode: type.code,
          trayTypeName: type.name,
          onHand: buckets.map(
            (_, index) => (line === 0 ? 180 : 70) + Math.round(30 * Math.sin(index / 3)) + index,
          ),
        })),
    flows: {
      inbound: zeros,
      outbound: zeros,
      circulationOut: zeros,
      circulationIn: zeros,
      returns: zeros,
      deductions: zeros,
    },
    warehouses: [],
    totals: TOTALS,
  };
}

/** downstreamCustomer/stockDetail: one balance of 成都蜀味 and its movements as its ledger. */
function stockDetailOf(body: Body, movements: readonly MovementRow[]): StockDetail {
  const same = (row: { warehouseId: string; trayTypeCode: string; ownerCompanyId?: string }) =>
    row.warehouseId === body.warehouseId && row.trayTypeCode === body.trayTypeCode;
  const balance = SHUWEI_STOCK.find((row) => same(row) && row.ownerCompanyId === body.ownerCompanyId)!;
  return {
    balance: {
      ...balance,
      holderCompanyId: balance.companyId,
      holderCompanyName: balance.companyName,
      overdue: 0,
    },
    entries: pageOf(movements.filter(same), body),
  };
}

export function installFakeGroupReportsBackend(options: FakeReportsOptions = {}): FakeFetch {
  const permissions = [...(options.permissions ?? [...ALL_REPORT_CODES, ...HELD_STOCK_CODES])];
  const empty = Boolean(options.empty);
  const rowsOr = <T>(rows: readonly T[]) => (empty ? [] : rows);
  // Role 7's documents change under its actions: copies, so every install starts afresh.
  const arrivals = rowsOr(SHUWEI_ARRIVALS).map((row) => ({ ...row }));
  const transfers = rowsOr(SHUWEI_TRANSFERS).map((row) => ({ ...row }));
  const memberMovements = rowsOr(MEMBER_MOVEMENTS);
  const shuweiMovements = rowsOr(SHUWEI_MOVEMENTS);
  const infoPage = (rows: readonly StockInfoRow[]) => (body: Body) =>
    ok<Page<StockInfoRow>>(
      pageOf(
        rowsOr(rows).filter((row) => matches(body, 'memberCompanyId', row.companyId)),
        body,
      ),
    );
  const routes: FakeRoutes<ReportResponses> = {
    [GROUP_PATHS.movements.inStock]: movementsOf(memberMovements, 'inStock'),
    [GROUP_PATHS.movements.outStock]: movementsOf(memberMovements, 'outStock'),
    [GROUP_PATHS.movements.multiCirculation]: movementsOf(memberMovements, 'multiCirculation'),
    [GROUP_PATHS.movements.returnTray]: movementsOf(memberMovements, 'returnTray'),
    [DOWNSTREAM_PATHS.movements.inStock]: movementsOf(shuweiMovements, 'inStock'),
    [DOWNSTREAM_PATHS.movements.outStock]: movementsOf(shuweiMovements, 'outStock'),
    [DOWNSTREAM_PATHS.movements.multiCirculation]: movementsOf(shuweiMovements, 'multiCirculation'),
    [DOWNSTREAM_PATHS.movements.returnTray]: movementsOf(shuweiMovements, 'returnTray'),
    [GROUP_PATHS.stock]: (body) =>
      ok(stockOf(rowsOr(body.holders === 'downstream' ? DOWNSTREAM_STOCK : MEMBER_STOCK), body)),
    [DOWNSTREAM_PATHS.stock]: (body) => ok(stockOf(rowsOr(SHUWEI_STOCK), body)),
    [GROUP_PATHS.stockInfo]: infoPage(MEMBER_STOCK_INFO),
    [DOWNSTREAM_PATHS.stockInfo]: infoPage(SHUWEI_STOCK_INFO),
    [GROUP_SUMMARY_CALL]: (body) =>
      ok(
        summaryOf(
          rowsOr(MEMBER_FIGURES).filter((member) => matches(body, 'memberCompanyId', member.companyId)),
        ),
      ),
    [GROUP_REPORT_CALL]: (body) => ok(groupReport(body, empty)),
    [CHART_STATISTICS_CALL]: (body) => ok(chartStatistics(body, empty)),
    [SHIPMENT_LIST_CALL]: (body) =>
      ok(
        pageOf(
          arrivals.filter((row) => matches(body, 'status', row.status)),
          body,
        ),
      ),
    [TRANSFER_LIST_CALL]: (body) => ok(pageOf(transfers, body)),
  };
  const writes: Partial<Record<string, (body: Body) => Envelope>> = {
    [API.downstreamCustomer.confirmArriveStockIn]: (body) => {
      const shipment = arrivals.find((row) => row.id === body.id)!;
      shipment.status = 'arrived';
      return ok(shipment);
    },
    [API.downstreamCustomer.cancelTransfer]: (body) => {
      const transfer = transfers.find((row) => row.id === body.id)!;
      transfer.status = 'cancelled';
      return ok(transfer);
    },
    // The actions' answers are read only for success (each dialog's toast is its own).
    [API.downstreamCustomer.transferStockOut]: () => ok(transfers[0]),
    [API.downstreamCustomer.createMultiCirculationOutOrder]: () => ok(arrivals),
    [API.downstreamCustomer.applyDownstreamRecycle]: () => ok({}),
    [API.downstreamCustomer.stockDetail]: (body) => ok(stockDetailOf(body, shuweiMovements)),
  };
  const lookups: Partial<Record<string, unknown>> = {
    [LOOKUP_PATHS.downstreamClients]: SHUWEI_CLIENTS,
    [LOOKUP_PATHS.clientWarehouses]: SHUWEI_CLIENT_WAREHOUSES,
    [API.customerStock.getAllocationInfo]: SHUWEI_CLIENTS,
    [LOOKUP_PATHS.trayTypes]: TRAY_TYPES,
    [LOOKUP_PATHS.myWarehouses]: pageOf(SHUWEI_WAREHOUSES, { pageNum: 1, pageSize: 100 }),
  };
  const answer = answerRoutes(routes, ({ path, body }) => {
    if (path.endsWith('/permission/loadMenuAndPermission')) return ok({ menus: [], permissions });
    const write = writes[path];
    if (write) return write(body);
    return path in lookups ? ok(lookups[path]) : undefined;
  });
  return installFakeFetch(answer, { delayMs: options.delayMs });
}
