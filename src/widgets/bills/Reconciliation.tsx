import { Suspense, type ComponentType } from 'react';
import type { PermissionCode } from '../../contract/permissions';
import { POINTS_CODES } from '../../contract/points';
import { usePermissions } from '../../core';
import { Empty, Loading, Tabs } from '../../ui';
import { useUrlTab } from '../query';
import { billLabels as text } from './labels';
import { lazyView } from './lazy-view';
import { CLIENT_BILL_CODES, STATEMENT_CODES } from './navigation';
import { RECONCILIATION_TABS, type ReconciliationTab } from './reconciliation-tabs';
import type { BillsProps } from './view-props';

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

const clientBills = () => import('./client-bill-views');
const statements = () => import('./statement-views');
const points = () => import('./points-views');
const itemLists = () => import('./item-list-views');

/**
 * Each panel loads with its view group (the same chunk as the view on its own), when its tab is first
 * shown; a chunk that fails to load reaches BillsWidget's ViewLoadBoundary.
 */
const PANELS: Record<ReconciliationTab, ComponentType> = {
  clientBills: lazyView(clientBills, 'ClientBillList'),
  statements: lazyView(statements, 'StatementList'),
  payments: lazyView(statements, 'PaymentList'),
  pointsStatements: lazyView(points, 'PointsStatementList'),
  balancePoints: lazyView(points, 'BalancePoints'),
  overdueClients: lazyView(itemLists, 'OverdueClients'),
  deductions: lazyView(itemLists, 'DeductionCandidates'),
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
      <Suspense key={active} fallback={<Loading />}>
        <Panel />
      </Suspense>
    </Tabs>
  );
}

/** The view group of view="reconciliation" (BillsWidget loads it on demand). */
export default function ReconciliationView({ tab }: BillsProps) {
  return <Reconciliation initialTab={tab} />;
}
