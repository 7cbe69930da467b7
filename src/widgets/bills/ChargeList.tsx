import type { BillChargeRow } from '../../contract/bill-items';
import type { BillRef } from './api';
import { BillItemTable } from './BillItemTable';
import { chargeColumns, entryKey } from './item-columns';
import { itemLabels as text } from './item-labels';
import { CHARGE_LIST_CALLS, type ChargeKind } from './items-api';
import { ItemPage } from './ItemPage';

/** Line kinds whose entries carry days overdue. */
const OVERDUE_KINDS: ReadonlySet<ChargeKind> = new Set(['overdueInStock', 'overdueReturn']);

/** The entries of a bill's lines of one kind, each with what it counts there and its share of the fen. */
export function ChargeList({ kind, bill }: { kind: ChargeKind; bill: BillRef }) {
  const view = text.views[kind];
  return (
    <ItemPage title={view.title} bill={bill}>
      <BillItemTable<BillChargeRow>
        path={CHARGE_LIST_CALLS[kind]}
        bill={bill}
        caption={view.caption}
        columns={chargeColumns(OVERDUE_KINDS.has(kind))}
        rowKey={(row) => `${entryKey(row)}-${row.warehouseId}-${row.amountFen}`}
      />
    </ItemPage>
  );
}
