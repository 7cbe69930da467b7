import type { PropsOf, ValuesOf } from '../declare-widget';
import type { BillRef } from './api';
import type { billsWidget } from './declaration';

/** The attributes of <yp-bills>, as each lazily loaded view group receives them (the view resolved). */
export type BillsProps = PropsOf<typeof billsWidget> & { view: BillsView };
export type BillsView = ValuesOf<typeof billsWidget, 'view'>;

/** The bill a detail page names: a frozen bill by id, else the client's live bill. */
export const billRefOf = ({ billId, clientCompanyId }: BillsProps): BillRef | null =>
  billId ? { id: billId } : clientCompanyId ? { clientCompanyId } : null;
