/**
 * The stock module's public API: its documents (inbound orders, transfers, circulations, recycling,
 * deductions), stock lists and exports, reference data (warehouses, tray types), its routes and what its
 * open documents hold in the ledger's counters. Other modules import this module only from here.
 */ export { stockModule } from './routes';
export { chargeDeduction } from './documents/deduction/service';
export { selectInboundOrders, toInboundOrder } from './documents/inbound/read';
export { completeInboundOrder, createInboundOrder, signInboundOrder } from './documents/inbound/service';
export { requireCompany, requireTrayType, requireWarehouseOf } from './documents/lookups';
export { readRecycling } from './documents/recycling/read';
export { applyRecycling, cancelRecycling, markRecyclingCollected } from './documents/recycling/service';
export { confirmShipmentArrival, createCirculation } from './documents/shipment/service';
export { acceptTransfer, cancelTransfer, createTransfer } from './documents/transfer/service';
export type { TransferDeps } from './documents/transfer/read';
export { acceptExpiredTransfers, startTransferWindowJob } from './documents/transfer/window';
export { correctTransfer, rejectTransfer } from './documents/transfer/disputes';
export {
  CREATED_AT,
  DOCUMENT_NO,
  QUANTITY,
  RECYCLING_COLUMNS,
  STATUS,
  TRAY_TYPE_NAME,
  WAREHOUSE,
  minute,
} from './exports/columns';
export { EXPORT_HEADERS } from './exports/labels';
export { LEDGER_KIND_NAMES, STOCK_LABELS } from './labels';
export { likeAny, recyclingList } from './queries/document-lists';
export {
  FREE_RENT_DAYS,
  OVERDUE,
  SAME_BALANCE,
  firstFreeDay,
  overdueDaysOf,
  recentIn,
} from './queries/overdue';
export { AVAILABLE, selectBalances, toStockRow } from './queries/stock-rows';
export { referenceModule } from './reference/routes';
export { referenceDb } from './reference/tables';
export { toWarehouse } from './reference/wire';
export { StockFields, dateRangeFields, literals } from './schemas';
export { type InboundOrdersTable, stockDb } from './tables';
export { stockOpenCounters } from './open-counters';
