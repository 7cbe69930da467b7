import type { BillRef } from './api';
import { ChargeList } from './ChargeList';

/** 超期归还明细 (view="overdueReturns"): the entries of the bill's overdueReturn lines. */
export function OverdueReturns({ bill }: { bill: BillRef }) {
  return <ChargeList kind="overdueReturn" bill={bill} />;
}
