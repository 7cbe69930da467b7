import type { Deduction } from '../../../../../src/contract/stock';
import { applyMovements, createdBefore, insertOnce, type LedgerDeps } from '../../../ledger';
import { requireTrayType } from '../lookups';
import { readDeduction } from './read';
import type { DeductionsTable } from '../../tables';

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
export async function chargeDeduction(deps: LedgerDeps, input: ChargeDeductionInput): Promise<Deduction> {
  const key = {
    table: 'deductions',
    creatorColumn: 'owner_company_id',
    creatorId: input.ownerCompanyId,
    requestId: input.requestId,
  } as const;
  const repeated = await createdBefore(deps.db, key);
  if (repeated) return readDeduction(deps.db, repeated, input.ownerCompanyId);
  const { depositFen } = await requireTrayType(deps.db, input.trayTypeCode);

  const id = await insertOnce<DeductionsTable>(deps, key, {
    documentType: 'deduction',
    values: {
      status: 'charged',
      tray_type_code: input.trayTypeCode,
      quantity: input.quantity,
      remark: input.remark ?? '',
      holder_company_id: input.holderCompanyId,
      warehouse_id: input.warehouseId,
      owner_company_id: input.ownerCompanyId,
      overdue_days: input.overdueDays,
      amount_fen: input.quantity * depositFen,
    },
    onInserted: (trx, created) =>
      applyMovements(trx, created.now, {
        movements: [
          {
            holder: input.holderCompanyId,
            warehouse: input.warehouseId,
            trayType: input.trayTypeCode,
            owner: input.ownerCompanyId,
            delta: -input.quantity,
            kind: 'deduction',
            documentType: 'deduction',
            documentId: created.id,
            documentNo: created.documentNo,
          },
        ],
      }),
  });
  return readDeduction(deps.db, id, input.ownerCompanyId);
}
