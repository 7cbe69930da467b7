import type {
  DeductDays,
  DeductRequest,
  DeductResult,
  DeductCandidateQuery,
} from '../../../../src/contract/bill-items';
import type { Session } from '../../../auth/sessions';
import type { AppDeps } from '../../../deps';
import { fieldError } from '../../../http/envelope';
import { createdBefore } from '../../ledger';
import { chargeDeduction } from '../../stock';
import { clientOf } from '../client-bills';
import { termsOf } from '../terms';
import { billsDb } from '../tables';
import { deductCandidates } from './deduct-candidates';
import { ITEM_LABELS } from './labels';
import { pageSlice } from './page-slice';

/** getDeductDays: the caller's deduct days N and the pallets deductible now (deductCandidates). */
export async function getDeductDays(
  deps: AppDeps,
  session: Session,
  paging: DeductCandidateQuery,
): Promise<DeductDays> {
  const terms = await termsOf(deps.db, session.companyId);
  const candidates = await deductCandidates(deps.db, session.companyId, deps.clock(), terms);
  return {
    deductDays: terms.deductDays,
    overdueDays: terms.overdueDays,
    candidates: pageSlice(candidates, paging),
  };
}

/** Item i's deduction document is created once under this request id (src/contract/bill-items.ts, DEDUCTION). */
const itemRequestId = (requestId: string, index: number) => `${requestId}-${index}`;

/**
 * deductDays (submit): sets N for the caller's company, then charges each item as lost through stock's
 * deduction document (a ledger movement of kind 'deduction'), never more than its candidate holds.
 * Items already created under this requestId are answered as they were, not checked again (their pallets
 * have left: a repeat must not be refused for it).
 */
export async function submitDeduction(
  deps: AppDeps,
  session: Session,
  request: DeductRequest,
): Promise<DeductResult> {
  const owner = session.companyId;
  const items = request.items ?? [];
  if (request.deductDays === undefined && items.length === 0)
    throw fieldError('deductDays', ITEM_LABELS.nothingToDo);
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const key = [item.clientCompanyId, item.warehouseId, item.trayTypeCode].join('\u0000');
    if (seen.has(key)) throw fieldError(`items[${i}]`, ITEM_LABELS.duplicateItem);
    seen.add(key);
  });
  if (request.deductDays !== undefined) await setDeductDays(deps, owner, request.deductDays);
  const terms = await termsOf(deps.db, owner);
  const now = deps.clock();
  const charges = [];
  for (const [i, item] of items.entries()) {
    const requestId = itemRequestId(request.requestId, i);
    const repeated = await createdBefore(deps.db, {
      table: 'deductions',
      creatorColumn: 'owner_company_id',
      creatorId: owner,
      requestId,
    });
    if (!repeated) {
      await clientOf(deps.db, owner, item.clientCompanyId);
      const [candidate] = await deductCandidates(deps.db, owner, now, terms, item);
      const deductible = candidate?.deductible ?? 0;
      if (item.quantity > deductible)
        throw fieldError(`items[${i}].quantity`, ITEM_LABELS.overDeduct(deductible));
      charges.push({ item, requestId, overdueDays: candidate!.overdueDays });
    } else {
      charges.push({ item, requestId, overdueDays: 0 });
    }
  }
  const deductions = [];
  for (const { item, requestId, overdueDays } of charges) {
    const deduction = await chargeDeduction(deps, {
      ownerCompanyId: owner,
      holderCompanyId: item.clientCompanyId,
      warehouseId: item.warehouseId,
      trayTypeCode: item.trayTypeCode,
      quantity: item.quantity,
      overdueDays,
      remark: ITEM_LABELS.deductionRemark,
      requestId,
    });
    deductions.push({
      id: deduction.id,
      documentNo: deduction.documentNo,
      quantity: deduction.quantity,
      amountFen: deduction.amountFen,
    });
  }
  return { deductDays: terms.deductDays, deductions };
}

/** N for the company: its bill_terms row (created with its other terms as in force) or updated. */
async function setDeductDays(deps: AppDeps, companyId: string, deductDays: number): Promise<void> {
  const terms = await termsOf(deps.db, companyId);
  const now = deps.clock();
  await billsDb(deps.db)
    .insertInto('bill_terms')
    .values({
      company_id: companyId,
      free_days: terms.freeDays,
      overdue_days: terms.overdueDays,
      deduct_days: deductDays,
      cut_off_day: terms.cutOffDay,
      updated_at: now,
    })
    .onConflict((c) => c.column('company_id').doUpdateSet({ deduct_days: deductDays, updated_at: now }))
    .execute();
}
