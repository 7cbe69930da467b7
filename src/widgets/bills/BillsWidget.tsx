import { lazy, Suspense, type ComponentType } from 'react';
import type { PropsOf } from '../declare-widget';
import type { billsWidget } from './declaration';
import { Empty, Loading } from '../../ui';
import type { BillsProps, BillsView } from './view-props';
import { ViewLoadBoundary } from './ViewLoadBoundary';
import { widgetLabels as text } from './widget-labels';

/**
 * The views in groups, each group its own chunk loaded with the first view that shows it: a page that
 * embeds one view loads this switch and that view's group, not the other sixteen views. Every group
 * module's default export renders its views from the attributes. Nothing here may be imported by a group
 * (see widget-labels.ts).
 */
const GROUPS = {
  clientBills: lazy(() => import('./client-bill-views')),
  statements: lazy(() => import('./statement-views')),
  points: lazy(() => import('./points-views')),
  itemLists: lazy(() => import('./item-list-views')),
  reconciliation: lazy(() => import('./Reconciliation')),
  overview: lazy(() => import('./BillsOverview')),
} satisfies Record<string, ComponentType<BillsProps>>;

const GROUP_OF: Readonly<Record<BillsView, keyof typeof GROUPS>> = {
  reconciliation: 'reconciliation',
  overview: 'overview',
  clientBills: 'clientBills',
  clientBillDetail: 'clientBills',
  warehouseBill: 'clientBills',
  overdueInventory: 'clientBills',
  overdueReturns: 'clientBills',
  offsets: 'clientBills',
  deductions: 'clientBills',
  statements: 'statements',
  statementDetail: 'statements',
  payments: 'statements',
  paymentDetail: 'statements',
  pointsStatements: 'points',
  pointsStatementDetail: 'points',
  balancePoints: 'points',
  overdueClients: 'itemLists',
  deductCandidates: 'itemLists',
};

/**
 * <yp-bills view="…">: 账单概览 (overview: what waits, what is due, the monthly rent); 对账管理
 * (reconciliation, its tabs' lists on their own) — 客户账单 (live and frozen
 * bills), a bill's 明细 and its detail pages; the platform's 结算单 and 付款管理; 积分账单 and 余额积分;
 * 超期客户 and 超期扣减.
 */
export function BillsWidget({ view = 'clientBills', ...attributes }: PropsOf<typeof billsWidget>) {
  // A host may write any value: one no group shows is said, not a blank widget.
  if (!Object.hasOwn(GROUP_OF, view)) return <Empty text={text.unknownView} />;
  const Group = GROUPS[GROUP_OF[view]];
  return (
    <ViewLoadBoundary>
      <Suspense fallback={<Loading />}>
        <Group {...attributes} view={view} />
      </Suspense>
    </ViewLoadBoundary>
  );
}
