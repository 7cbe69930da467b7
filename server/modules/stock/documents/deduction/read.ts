import type { Deduction } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { businessError } from '../../../../http/envelope';
import { STOCK_LABELS } from '../../labels';
import { stockDb } from '../../tables';
import { iso } from '../context';

export const selectDeductions = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('deductions as d')
    .innerJoin('companies as hc', 'hc.id', 'd.holder_company_id')
    .innerJoin('warehouses as w', 'w.id', 'd.warehouse_id')
    .innerJoin('tray_types as tt', 'tt.code', 'd.tray_type_code')
    .select([
      'd.id',
      'd.document_no',
      'd.tray_type_code',
      'tt.name as tray_type_name',
      'd.quantity',
      'd.remark',
      'd.created_at',
      'd.updated_at',
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
  id: row.id,
  documentNo: row.document_no,
  trayTypeCode: row.tray_type_code,
  trayTypeName: row.tray_type_name,
  quantity: row.quantity,
  remark: row.remark,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
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
  if (!row) throw businessError(STOCK_LABELS.documentNotFound);
  return toDeduction(row);
}
