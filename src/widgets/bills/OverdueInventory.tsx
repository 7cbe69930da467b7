import type { BillRef } from './api';
import { ChargeList } from './ChargeList';

/** 超期在库明细 (view="overdueInventory"): the entries of the bill's overdueInStock lines. */
export function OverdueInventory({ bill }: { bill: BillRef }) {
  return <ChargeList kind="overdueInStock" bill={bill} />;
}
