import type { PropsOf } from '../declare-widget';
import type { billsWidget } from './declaration';
import { Empty } from '../../ui';
import type { BillRef } from './api';
import { ClientBillDetail } from './ClientBillDetail';
import { ClientBillList } from './ClientBillList';
import { billLabels as text } from './labels';

/** The bill a detail page names: a frozen bill by id, else the client's live bill. */
const billRefOf = (billId?: string, clientCompanyId?: string): BillRef | null =>
  billId ? { id: billId } : clientCompanyId ? { clientCompanyId } : null;

/** <yp-bills view="clientBills|clientBillDetail">: 客户账单 (live and frozen bills) and a bill's 明细. */
export function BillsWidget({ view, clientCompanyId, billId }: PropsOf<typeof billsWidget>) {
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
