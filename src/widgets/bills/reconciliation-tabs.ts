/**
 * The tabs of 对账管理 (/center/settle/check_c1), apart from their panels so the declaration (in every
 * page's embed loader) does not pull the lists in.
 */
export const RECONCILIATION_TABS = [
  'clientBills',
  'statements',
  'payments',
  'pointsStatements',
  'balancePoints',
  'overdueClients',
  'deductions',
] as const;
export type ReconciliationTab = (typeof RECONCILIATION_TABS)[number];
