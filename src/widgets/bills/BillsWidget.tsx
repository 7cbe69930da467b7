import type { PropsOf } from '../declare-widget';
import type { billsWidget } from './declaration';
import { Empty } from '../../ui';
import type { BillRef } from './api';
import { ClientBillDetail } from './ClientBillDetail';
import { ClientBillList } from './ClientBillList';
import { billLabels as text } from './labels';
import { PaymentDetail } from './PaymentDetail';
import { PaymentList } from './PaymentList';
import { Reconciliation } from './Reconciliation';
import { StatementDetail } from './StatementDetail';
import { StatementList } from './StatementList';
import { statementLabels } from './statement-labels';
import { BalancePoints } from './PointsBalance';
import { PointsStatementDetail } from './PointsStatementDetail';
import { PointsStatementList } from './PointsStatementList';

/** The bill a detail page names: a frozen bill by id, else the client's live bill. */
const billRefOf = (billId?: string, clientCompanyId?: string): BillRef | null =>
  billId ? { id: billId } : clientCompanyId ? { clientCompanyId } : null;

/**
 * <yp-bills view="reconciliation|clientBills|clientBillDetail|statements|statementDetail|payments|paymentDetail|
 * pointsStatements|pointsStatementDetail|balancePoints">: 对账管理 and its lists — 客户账单 (live and frozen
 * bills) and a bill's 明细; the platform's 结算单 and 付款管理; 积分账单 and 余额积分.
 */
export function BillsWidget({
  view,
  clientCompanyId,
  billId,
  statementId,
  paymentId,
  pointsStatementId,
  tab,
}: PropsOf<typeof billsWidget>) {
  switch (view) {
    case 'reconciliation':
      return <Reconciliation initialTab={tab} />;
    case 'statements':
      return <StatementList />;
    case 'statementDetail':
      return statementId ? (
        <StatementDetail key={statementId} statementId={statementId} />
      ) : (
        <Empty text={statementLabels.notFound} />
      );
    case 'payments':
      return <PaymentList />;
    case 'pointsStatements':
      return <PointsStatementList />;
    case 'pointsStatementDetail':
      return <PointsStatementDetail key={pointsStatementId} statementId={pointsStatementId} />;
    case 'balancePoints':
      return <BalancePoints />;
    case 'paymentDetail':
      return paymentId ? (
        <PaymentDetail key={paymentId} paymentId={paymentId} />
      ) : (
        <Empty text={statementLabels.payments.notFound} />
      );
  }
  if (view === 'clientBillDetail') {
    const bill = billRefOf(billId, clientCompanyId);
    return bill ? (
      <ClientBillDetail key={billId ?? clientCompanyId} bill={bill} />
    ) : (
      <Empty text={text.notFound} />
    );
  }
  return <ClientBillList />;
}
