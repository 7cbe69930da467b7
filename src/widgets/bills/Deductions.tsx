import type { BillRef } from './api';
import { ChargeList } from './ChargeList';

/** 超期扣减明细 (view="deductions"): the entries of the bill's deduction lines. */
export function Deductions({ bill }: { bill: BillRef }) {
  return <ChargeList kind="deduction" bill={bill} />;
}
