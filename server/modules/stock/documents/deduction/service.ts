import type { Deduction } from '../../../../../src/contract/stock';
import { newId } from '../../../../db/ids';
import { applyMovements } from '../../ledger/apply-movements';
import { stockDb } from '../../tables';
import { inTransaction, type StockDeps } from '../context';
import { nextDocumentNo } from '../document-no';
import { requireTrayType } from '../lookups';
import { readDeduction } from './read';

export interface ChargeDeductionInput {
  /** The customer billed (whose pallets they are). */
  ownerCompanyId: string;
  /** The downstream client holding the overdue pallets. */
  holderCompanyId: string;
  warehouseId: string;
  trayTypeCode: string;
  quantity: number;
  overdueDays: number;
  remark?: string;
  requestId: string;
}

/**
 * The platform side: overdue pallets at a downstream client are charged to their owner as lost
 * (quantity × deposit) and leave the holder's stock (deduction). The same requestId again returns the first.
 */
export async function chargeDeduction(deps: StockDeps, input: ChargeDeductionInput): Promise<Deduction> {
  const existing = () =>
    stockDb(deps.db)
      .selectFrom('deductions')
      .select('id')
      .where('owner_company_id', '=', input.ownerCompanyId)
      .where('request_id', '=', input.requestId)
      .executeTakeFirst();
  const repeated = await existing();
  if (repeated) return readDeduction(deps.db, repeated.id, input.ownerCompanyId);
  const { depositFen } = await requireTrayType(deps.db, input.trayTypeCode);

  const id = await inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const documentNo = await nextDocumentNo(trx, 'deduction', now);
    const inserted = await stockDb(trx)
      .insertInto('deductions')
      .values({
        id: newId(),
        document_no: documentNo,
        status: 'charged',
        tray_type_code: input.trayTypeCode,
        quantity: input.quantity,
        remark: input.remark ?? '',
        request_id: input.requestId,
        created_at: now,
        updated_at: now,
        holder_company_id: input.holderCompanyId,
        warehouse_id: input.warehouseId,
        owner_company_id: input.ownerCompanyId,
        overdue_days: input.overdueDays,
        amount_fen: input.quantity * depositFen,
      })
      .onConflict((c) => c.columns(['owner_company_id', 'request_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return (await existing())?.id as string;
    await applyMovements(trx, now, {
      movements: [
        {
          holder: input.holderCompanyId,
          warehouse: input.warehouseId,
          trayType: input.trayTypeCode,
          owner: input.ownerCompanyId,
          delta: -input.quantity,
          kind: 'deduction',
          documentType: 'deduction',
          documentId: inserted.id,
          documentNo,
        },
      ],
    });
    return inserted.id;
  });
  return readDeduction(deps.db, id, input.ownerCompanyId);
}
