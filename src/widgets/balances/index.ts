/**
 * What several areas do with a stock balance (the pallet area's stock pages, a downstream
 * customer's own stock): act on it (the dialog with its form rules, the gated row button, the codes and
 * the reads an action changes; the dialog's code loads on first use) and read its ledger.
 */
export { useActionDialog } from './use-action-dialog';
export { RowAction, type RowActionProps } from './RowAction';
export type { StockAction } from './action-form';
export { C1_CODES, OWN_CODES } from './permission-codes';
export { SOURCE_LIST_PATHS, STOCK_READS } from './api';
export { actionLabels, balanceLabels } from './labels';
export { BalanceLedger, type BalanceLedgerProps } from './BalanceLedger';
export { formatDelta, kindLabel } from './ledger-format';
export type { BalanceKey } from './ledger-query';
