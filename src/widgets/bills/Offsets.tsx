import type { BillRef } from './api';
import { ChargeList } from './ChargeList';

/** 可冲抵明细 (view="offsets"): the entries of the bill's offset lines. */
export function Offsets({ bill }: { bill: BillRef }) {
  return <ChargeList kind="offset" bill={bill} />;
}
