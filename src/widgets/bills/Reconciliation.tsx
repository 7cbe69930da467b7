import type { ComponentType } from 'react';
import type { PermissionCode } from '../../contract/permissions';
import { POINTS_CODES } from '../../contract/points';
import { usePermissions } from '../../core';
import { Empty, Loading, Tabs } from '../../ui';
import { useUrlTab } from '../query';
import { ClientBillList } from './ClientBillList';
import { DeductionCandidates } from './DeductionCandidates';
import { billLabels as text } from './labels';
import { CLIENT_BILL_CODES, STATEMENT_CODES } from './navigation';
import { OverdueClients } from './OverdueClients';
import { PaymentList } from './PaymentList';
import { BalancePoints } from './PointsBalance';
import { PointsStatementList } from './PointsStatementList';
import { RECONCILIATION_TABS, type ReconciliationTab } from './reconciliation-tabs';
import { StatementList } from './StatementList';

/** Each tab is shown to an account holding its detail code. */
const TAB_CODES = {
  clientBills: CLIENT_BILL_CODES.detail,
  statements: STATEMENT_CODES.detail,
  payments: STATEMENT_CODES.paymentDetail,
  pointsStatements: POINTS_CODES.detail,
  balancePoints: POINTS_CODES.balanceDetail,
  overdueClients: CLIENT_BILL_CODES.detail,
  deductions: CLIENT_BILL_CODES.detail,
} as const satisfies Record<ReconciliationTab, PermissionCode>;

const PANELS: Record<ReconciliationTab, ComponentType> = {
  clientBills: ClientBillList,
  statements: StatementList,
  payments: PaymentList,
  pointsStatements: PointsStatementList,
  balancePoints: BalancePoints,
  overdueClients: OverdueClients,
  deductions: DeductionCandidates,
};

/**
 * 对账管理 (/center/settle/check_c1): the downstream clients' bills, the platform's statements, the
 * payments, the points statements, the balance points, the clients with overdue pallets and the
 * deductions due, one tab each. The tab is in the page URL (`?tab=`) where the widget keeps list state there.
 */
export function Reconciliation({ initialTab }: { initialTab?: ReconciliationTab }) {
  const { ready, can } = usePermissions();
  const [tab, setTab] = useUrlTab(RECONCILIATION_TABS, initialTab ?? 'clientBills');
  if (!ready) return <Loading />;
  const allowed = RECONCILIATION_TABS.filter((key) => can(TAB_CODES[key]));
  if (allowed.length === 0) return <Empty text={text.reconciliation.noAccess} />;
  const active = allowed.includes(tab) ? tab : allowed[0]!;
  const Panel = PANELS[active];
  return (
    <Tabs
      items={allowed.map((key) => ({ key, label: text.reconciliation.tabs[key] }))}
      active={active}
      onChange={setTab}
      aria-label={text.reconciliation.label}
    >
      <Panel key={active} />
    </Tabs>
  );
}
