import type { Deduction } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { stockDb } from '../../tables';
import { documentColumns, foundDocument, nameOf, toDocumentBase, warehouseColumns } from '../../../ledger';

export const selectDeductions = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('deductions as d')
    .select([
      ...documentColumns('d'),
      'd.holder_company_id',
      nameOf('companies', 'd.holder_company_id').as('holder_company_name'),
      ...warehouseColumns('d'),
      'd.owner_company_id',
      'd.overdue_days',
      'd.amount_fen',
    ]);

type DeductionRow = Awaited<ReturnType<ReturnType<typeof selectDeductions>['executeTakeFirstOrThrow']>>;

export const toDeduction = (row: DeductionRow): Deduction => ({
  ...toDocumentBase(row),
  holderCompanyId: row.holder_company_id,
  holderCompanyName: row.holder_company_name,
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  ownerCompanyId: row.owner_company_id,
  overdueDays: row.overdue_days,
  amountFen: Number(row.amount_fen),
});

export async function readDeduction(db: DbOrTrx, id: string, ownerCompanyId: string): Promise<Deduction> {
  const row = await selectDeductions(db)
    .where('d.id', '=', id)
    .where('d.owner_company_id', '=', ownerCompanyId)
    .executeTakeFirst();
  return toDeduction(foundDocument(row));
}
