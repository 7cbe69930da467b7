import type { AuditOrRejectBill } from '../../../src/contract/bills';
import type { DbOrTrx } from '../../db/schema';
import { businessError, fieldError } from '../../http/envelope';
import { inTransaction, transitionDocument } from '../ledger';
import { regenerateBill } from './freeze';
import { BILL_LABELS } from './labels';
import { clientBillKind } from './states';
import { billsDb } from './tables';

/** Who decides: the biller's company and the account (the session's; the demo seed's demo_center). */
export interface BillAuditor {
  companyId: string;
  accountId: string;
}

/**
 * clientCustomerBill/auditOrRejectBill: the biller's decision on a 待审核 bill. A reject records the
 * reason and, in the same transaction, regenerates the period as a new 待审核 bill from today's ledger.
 * Repeating a decision changes nothing; another company's bill is not found.
 */
export async function auditOrRejectBill(
  db: DbOrTrx,
  session: BillAuditor,
  now: number,
  request: AuditOrRejectBill,
): Promise<void> {
  const reason = request.reason?.trim() ?? '';
  if (request.action === 'reject' && reason === '')
    throw fieldError('reason', BILL_LABELS.rejectReasonRequired);
  await inTransaction(db, async (trx) => {
    const bill = await billsDb(trx)
      .selectFrom('bills')
      .select(['id', 'status', 'biller_company_id', 'billed_company_id', 'period_start', 'period_end'])
      .where('id', '=', request.id)
      .where('biller_company_id', '=', session.companyId)
      .executeTakeFirst();
    if (!bill) throw businessError(BILL_LABELS.billNotFound);
    const to = request.action === 'audit' ? 'audited' : 'rejected';
    const moved = await transitionDocument(trx, {
      ...clientBillKind,
      id: bill.id,
      from: bill.status,
      to,
      now,
      set: {
        audited_at: now,
        audited_by: session.accountId,
        ...(to === 'rejected' ? { reject_reason: reason } : {}),
      },
    });
    if (moved && to === 'rejected') await regenerateBill(trx, bill, now);
  });
}
