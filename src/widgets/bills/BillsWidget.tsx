import type { PropsOf } from '../declare-widget';
import type { billsWidget } from './declaration';
import { Empty } from '../../ui';
import type { BillRef } from './api';
import { ClientBillDetail } from './ClientBillDetail';
import { ClientBillList } from './ClientBillList';
import { billLabels as text } from './labels';
import { BalancePoints } from './PointsBalance';
import { PointsStatementDetail } from './PointsStatementDetail';
import { PointsStatementList } from './PointsStatementList';

/** The bill a detail page names: a frozen bill by id, else the client's live bill. */
const billRefOf = (billId?: string, clientCompanyId?: string): BillRef | null =>
  billId ? { id: billId } : clientCompanyId ? { clientCompanyId } : null;

/**
 * <yp-bills view="clientBills|clientBillDetail">: 客户账单 (live and frozen bills) and a bill's 明细;
 * view="pointsStatements|pointsStatementDetail|balancePoints": the points views.
 */
export function BillsWidget({ view, clientCompanyId, billId, statementId }: PropsOf<typeof billsWidget>) {
  if (view === 'pointsStatements') return <PointsStatementList />;
  if (view === 'pointsStatementDetail')
    return <PointsStatementDetail key={statementId} statementId={statementId} />;
  if (view === 'balancePoints') return <BalancePoints />;
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
