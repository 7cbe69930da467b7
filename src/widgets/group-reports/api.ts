/** The report calls of both tags (wire types in src/contract/reports.ts), and role 7's document calls. */
import { API, type ApiPath } from '../../contract/api-paths';
import type { Page } from '../../contract/envelope';
import type { Shipment, Transfer } from '../../contract/stock';
import { api } from '../../core';
import type {
  ChartStatistics,
  GroupDataSummary,
  GroupStockReport,
  MovementList,
  MovementRow,
  ReportStockRow,
  StockInfoRow,
} from '../../contract/reports';

/** The paths one area (group or downstream) reads its lists from. */
export interface AreaPaths {
  movements: Readonly<Record<MovementList, ApiPath>>;
  stock: ApiPath;
  stockInfo: ApiPath;
}

const G = API.groupCustomer;
const D = API.groupDownStreamCustomer;

export const GROUP_PATHS = {
  movements: {
    inStock: G.searchInStock,
    outStock: G.searchOutStock,
    multiCirculation: G.searchMultiCirculation,
    returnTray: G.searchReturnTray,
  },
  stock: G.searchStock,
  stockInfo: G.searchStockInfo,
} as const satisfies AreaPaths;

export const DOWNSTREAM_PATHS = {
  movements: {
    inStock: D.searchInStock,
    outStock: D.searchOutStock,
    multiCirculation: D.searchMultiCirculation,
    returnTray: D.searchReturnTray,
  },
  stock: D.searchStock,
  stockInfo: D.searchStockInfo,
} as const satisfies AreaPaths;

export const GROUP_SUMMARY_CALL = G.GroupDataSummary;
export const GROUP_REPORT_CALL = G.searchStockData;
export const CHART_STATISTICS_CALL = API.homepage.getChartStatistics;

/** Role 7's documents: circulations to and from it, transfers it sent. */
export const SHIPMENT_LIST_CALL = API.downstreamCustomer.searchLogisticsItem;
export const TRANSFER_LIST_CALL = API.customerStock.searchAllocationList;

export const documentApi = {
  confirmArrival: (id: string) => api.post<Shipment>(API.downstreamCustomer.confirmArriveStockIn, { id }),
  cancelTransfer: (id: string) => api.post<Transfer>(API.downstreamCustomer.cancelTransfer, { id }),
};

type MovementPath = (typeof GROUP_PATHS.movements | typeof DOWNSTREAM_PATHS.movements)[MovementList];
type StockPath = typeof G.searchStock | typeof D.searchStock;
type StockInfoPath = typeof G.searchStockInfo | typeof D.searchStockInfo;

/** What each path answers (the fake backend is typed by it). */
export type ReportResponses = { [P in MovementPath]: Page<MovementRow> } & {
  [P in StockPath]: Page<ReportStockRow>;
} & { [P in StockInfoPath]: Page<StockInfoRow> } & {
  [GROUP_SUMMARY_CALL]: GroupDataSummary;
  [GROUP_REPORT_CALL]: GroupStockReport;
  [CHART_STATISTICS_CALL]: ChartStatistics;
  [SHIPMENT_LIST_CALL]: Page<Shipment>;
  [TRANSFER_LIST_CALL]: Page<Transfer>;
};
