import type { ClientBillDetail, ClientBillDetailQuery } from '../../../../src/contract/bills';
import type { Session } from '../../../auth/sessions';
import type { DbOrTrx } from '../../../db/schema';
import { billRef, clientBillDetail } from '../client-bill-detail';
import { clientOf, liveWindow } from '../client-bills';
import { frozenClientBillRow } from '../frozen-bills';
import type { DayRange } from '../model';
import { dayNumber } from './days';

/**
 * The balances and days a client bill covers (src/contract/bill-items.ts, THE BILL'S SCOPE): the
 * biller's pallets in the client's hands, from the period's first day to the day it is computed to.
 */
export interface BillScope {
  owner: string;
  holder: string;
  period: DayRange;
}

/** The scope of the bill a query names, without computing its lines; a bill or client not the caller's is not found. */
export async function billScopeOf(
  db: DbOrTrx,
  session: Session,
  now: number,
  query: ClientBillDetailQuery,
): Promise<BillScope> {
  const ref = billRef(query);
  const owner = session.companyId;
  if ('id' in ref) {
    const bill = await frozenClientBillRow(db, owner, ref.id);
    return { owner, holder: bill.clientCompanyId, period: periodOfBill(bill) };
  }
  const client = await clientOf(db, owner, ref.clientCompanyId);
  const { computed } = await liveWindow(db, owner, now);
  return { owner, holder: client.id, period: computed };
}

/** The bill a query names with its lines (billDetail's answer) and its scope. */
export async function billWithScope(
  db: DbOrTrx,
  session: Session,
  now: number,
  query: ClientBillDetailQuery,
): Promise<{ bill: ClientBillDetail; scope: BillScope }> {
  const bill = await clientBillDetail(db, session, now, query);
  return {
    bill,
    scope: { owner: session.companyId, holder: bill.clientCompanyId, period: periodOfBill(bill) },
  };
}

const periodOfBill = (bill: { periodStart: string; computedTo: string }): DayRange => ({
  from: dayNumber(bill.periodStart),
  to: dayNumber(bill.computedTo),
});
