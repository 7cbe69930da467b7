import type { PropsOf } from '../declare-widget';
import type { billsWidget } from './declaration';
import { Empty } from '../../ui';
import { ClientBillDetail } from './ClientBillDetail';
import { ClientBillList } from './ClientBillList';
import { billLabels as text } from './labels';

/** <yp-bills view="clientBills|clientBillDetail">: 客户账单 (each client's live bill) and its 明细. */
export function BillsWidget({ view, clientCompanyId }: PropsOf<typeof billsWidget>) {
  if (view === 'clientBillDetail') {
    return clientCompanyId ? (
      <ClientBillDetail key={clientCompanyId} clientCompanyId={clientCompanyId} />
    ) : (
      <Empty text={text.notFound} />
    );
  }
  return <ClientBillList />;
}
