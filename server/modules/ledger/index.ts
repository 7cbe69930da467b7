/**
 * The pallet ledger: the one shared layer of every stock-moving document (stock, transport, returns, and
 * the bills and reports to come). Balances change only through applyMovements, documents are created once
 * per request id and move state only through the guarded transitions, each with its ledger write in the
 * same transaction. Other modules import the ledger only from here.
 *
 * The rule of available stock: pallets reserved for open returns (a balance's `reserved` counter) stay on
 * hand but may not leave; available = on hand − reserved, and applyMovements refuses (库存不足, naming the
 * tray type and the available quantity) any change that would leave on hand below reserved, whatever
 * document moves the stock.
 */
export {
  applyMovements,
  type BalanceKey,
  type CounterMove,
  type LedgerChange,
  type Movement,
} from './apply-movements';
export { requireAvailable } from './available';
export { shanghaiDay } from './business-day';
export { shanghaiDayEnd, shanghaiDayStart, shanghaiMinute, shanghaiSecond } from './shanghai-time';
export { inTransaction, iso, isoOrNull, type Actor, type LedgerDeps } from './context';
export { createdBefore, insertOnce, type DocumentInsert, type RequestKey } from './create-once';
export { DOCUMENT_PREFIXES, nextDocumentNo, nextNumber } from './document-no';
export {
  carriedColumns,
  documentColumns,
  foundDocument,
  nameOf,
  partyColumns,
  sentOrReceived,
  toCarried,
  toDocumentBase,
  toParties,
  warehouseColumns,
} from './document-row';
export { allBalanceEntries, balanceEntries, selectEntries, toEntry, type BalanceOwner } from './entries';
export {
  containsPattern,
  dayWindow,
  keywordPattern,
  likeLower,
  namedDayWindow,
  pageOf,
  type Paging,
} from './filters';
export {
  everyDocument,
  keyMergeOf,
  keyedList,
  newestKeys,
  paged,
  rowsById,
  shapedKeys,
  type DocumentKeys,
  type DocumentSelect,
  type KeyMerge,
  type KeyWindow,
  type KeyedList,
  type ListValues,
  type ShapedKeys,
} from './keyed-pages';
export { checkLedger, type OpenCounters } from './invariants';
export { LEDGER_LABELS, STATUS_NAMES, TRANSITION_VERBS } from './labels';
export { olderThan, type TimeKey } from './paging';
export { defineStateMachine, type StateMachine } from './state-machine';
export { ledgerDb, type LedgerEntriesTable, type LedgerTables, type StockBalancesTable } from './tables';
export {
  transitionDocument,
  transitionWithLedger,
  type DocumentKind,
  type LedgerTransition,
  type TransitionRequest,
} from './transition';
