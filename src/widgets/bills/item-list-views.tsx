import { DeductionCandidates } from './DeductionCandidates';
import { OverdueClients } from './OverdueClients';
import type { BillsProps } from './view-props';

/** 超期客户 and 超期扣减, the overdue item lists: one lazily loaded chunk. */
export default function ItemListViews({ view }: BillsProps) {
  return view === 'deductCandidates' ? <DeductionCandidates /> : <OverdueClients />;
}

/** The 对账管理 tabs' panels. */
export { DeductionCandidates, OverdueClients };
