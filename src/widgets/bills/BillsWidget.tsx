import type { PropsOf } from '../declare-widget';
import type { billsWidget } from './declaration';
import { Empty } from '../../ui';
import type { BillRef } from './api';
import { ClientBillDetail } from './ClientBillDetail';
import { ClientBillList } from './ClientBillList';
import { billLabels as text } from './labels';
import { DeductionCandidates } from './DeductionCandidates';
import { Deductions } from './Deductions';
import { OverdueClients } from './OverdueClients';
import { Offsets } from './Offsets';
import { OverdueInventory } from './OverdueInventory';
import { OverdueReturns } from './OverdueReturns';
import { WarehouseBill } from './WarehouseBill';

/** The bill a detail page names: a frozen bill by id, else the client's live bill. */
const billRefOf = (billId?: string, clientCompanyId?: string): BillRef | null =>
  billId ? { id: billId } : clientCompanyId ? { clientCompanyId } : null;

/** A bill's detail pages (their file each), by view. */
const ITEM_VIEWS = {
  overdueInventory: OverdueInventory,
  overdueReturns: OverdueReturns,
  offsets: Offsets,
  deductions: Deductions,
} as const;

/** <yp-bills view="clientBills|clientBillDetail|…">: 客户账单 (live and frozen bills), a bill's 明细 and its detail pages. */
export function BillsWidget({ view, clientCompanyId, billId, warehouseId }: PropsOf<typeof billsWidget>) {
  if (view === 'overdueClients') return <OverdueClients />;
  if (view === 'deductCandidates') return <DeductionCandidates />;
  if (view && view in ITEM_VIEWS) {
    const bill = billRefOf(billId, clientCompanyId);
    const View = ITEM_VIEWS[view as keyof typeof ITEM_VIEWS];
    return bill ? <View key={billId ?? clientCompanyId} bill={bill} /> : <Empty text={text.notFound} />;
  }
  if (view === 'warehouseBill') {
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
