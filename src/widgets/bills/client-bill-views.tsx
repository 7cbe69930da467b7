import { Empty } from '../../ui';
import { ClientBillDetail } from './ClientBillDetail';
import { ClientBillList } from './ClientBillList';
import { Deductions } from './Deductions';
import { billLabels as text } from './labels';
import { Offsets } from './Offsets';
import { OverdueInventory } from './OverdueInventory';
import { OverdueReturns } from './OverdueReturns';
import { billRefOf, type BillsProps } from './view-props';
import { WarehouseBill } from './WarehouseBill';

/** A bill's detail pages (their file each), by view: each takes the bill. */
const BILL_VIEWS = {
  clientBillDetail: ClientBillDetail,
  overdueInventory: OverdueInventory,
  overdueReturns: OverdueReturns,
  offsets: Offsets,
  deductions: Deductions,
} as const;

const isBillView = (view: string): view is keyof typeof BILL_VIEWS => view in BILL_VIEWS;

/** 客户账单 and a bill's pages (明细, one warehouse, 超期库存, 超期归还, 冲抵, 扣减): one lazily loaded chunk. */
export default function ClientBillViews(props: BillsProps) {
  const { view, billId, clientCompanyId, warehouseId } = props;
  if (view === 'clientBills') return <ClientBillList />;
  const bill = billRefOf(props);
  if (isBillView(view)) {
    const View = BILL_VIEWS[view];
    return bill ? <View key={billId ?? clientCompanyId} bill={bill} /> : <Empty text={text.notFound} />;
  }
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

/** The 对账管理 tab's panel. */
export { ClientBillList };
