import type { PropsOf } from '../declare-widget';
import type { billsWidget } from './declaration';
import { Empty } from '../../ui';
import type { BillRef } from './api';
import { ClientBillDetail } from './ClientBillDetail';
import { ClientBillList } from './ClientBillList';
import { DeductionCandidates } from './DeductionCandidates';
import { Deductions } from './Deductions';
import { billLabels as text } from './labels';
import { Offsets } from './Offsets';
import { OverdueClients } from './OverdueClients';
import { OverdueInventory } from './OverdueInventory';
import { OverdueReturns } from './OverdueReturns';
import { PaymentDetail } from './PaymentDetail';
import { PaymentList } from './PaymentList';
import { BalancePoints } from './PointsBalance';
import { PointsStatementDetail } from './PointsStatementDetail';
import { PointsStatementList } from './PointsStatementList';
import { Reconciliation } from './Reconciliation';
import { StatementDetail } from './StatementDetail';
import { StatementList } from './StatementList';
import { statementLabels } from './statement-labels';
import { WarehouseBill } from './WarehouseBill';

/** The bill a detail page names: a frozen bill by id, else the client's live bill. */
const billRefOf = (billId?: string, clientCompanyId?: string): BillRef | null =>
  billId ? { id: billId } : clientCompanyId ? { clientCompanyId } : null;

/** Views that need no attribute but `view`. */
const LISTS = {
  clientBills: ClientBillList,
  statements: StatementList,
  payments: PaymentList,
  pointsStatements: PointsStatementList,
  balancePoints: BalancePoints,
  overdueClients: OverdueClients,
  deductCandidates: DeductionCandidates,
} as const;

/** A bill's detail pages (their file each), by view: each takes the bill. */
const BILL_VIEWS = {
  clientBillDetail: ClientBillDetail,
  overdueInventory: OverdueInventory,
  overdueReturns: OverdueReturns,
  offsets: Offsets,
  deductions: Deductions,
} as const;

const isOf = <T extends object>(views: T, view: string): view is Extract<keyof T, string> => view in views;

/**
 * <yp-bills view="…">: 对账管理 (reconciliation, its tabs' lists on their own) — 客户账单 (live and frozen
 * bills), a bill's 明细 and its detail pages; the platform's 结算单 and 付款管理; 积分账单 and 余额积分;
 * 超期客户 and 超期扣减.
 */
export function BillsWidget({
  view = 'clientBills',
  clientCompanyId,
  billId,
  warehouseId,
  statementId,
  paymentId,
  pointsStatementId,
  tab,
}: PropsOf<typeof billsWidget>) {
  if (view === 'reconciliation') return <Reconciliation initialTab={tab} />;
  if (isOf(LISTS, view)) {
    const List = LISTS[view];
    return <List />;
  }
  if (isOf(BILL_VIEWS, view)) {
    const bill = billRefOf(billId, clientCompanyId);
    const View = BILL_VIEWS[view];
    return bill ? <View key={billId ?? clientCompanyId} bill={bill} /> : <Empty text={text.notFound} />;
  }
  switch (view) {
    case 'warehouseBill': {
      const bill = billRefOf(billId, clientCompanyId);
      return bill && warehouseId ? (
        <WarehouseBill
          key={`${billId ?? clientCompanyId}-${warehouseId}`}
          bill={bill}
          warehouseId={warehouseId}
        />
      ) : (
        <Empty text={text.notFound} />
      );
    }
    case 'statementDetail':
      return statementId ? (
        <StatementDetail key={statementId} statementId={statementId} />
      ) : (
        <Empty text={statementLabels.notFound} />
      );
    case 'paymentDetail':
      return paymentId ? (
        <PaymentDetail key={paymentId} paymentId={paymentId} />
      ) : (
        <Empty text={statementLabels.payments.notFound} />
      );
    case 'pointsStatementDetail':
      return <PointsStatementDetail key={pointsStatementId} statementId={pointsStatementId} />;
  }
}
