import type { Deduction } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { stockDb } from '../../tables';
import { documentColumns, foundDocument, toDocumentBase } from '../document-row';

export const selectDeductions = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('deductions as d')
    .innerJoin('companies as hc', 'hc.id', 'd.holder_company_id')
    .innerJoin('warehouses as w', 'w.id', 'd.warehouse_id')
    .innerJoin('tray_types as tt', 'tt.code', 'd.tray_type_code')
    .select([
      ...documentColumns('d'),
      'd.holder_company_id',
      'hc.name as holder_company_name',
      'd.warehouse_id',
      'w.name as warehouse_name',
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
