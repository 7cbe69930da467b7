import type { Transfer, TransferStatus } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { businessError } from '../../../../http/envelope';
import { STOCK_LABELS } from '../../labels';
import { stockDb } from '../../tables';
import { iso } from '../context';

/** Transfers with the names the wire shows; lists add their filters to it. */
export const selectTransfers = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('transfers as t')
    .innerJoin('companies as fc', 'fc.id', 't.from_company_id')
    .innerJoin('companies as tc', 'tc.id', 't.to_company_id')
    .innerJoin('warehouses as fw', 'fw.id', 't.from_warehouse_id')
    .leftJoin('warehouses as tw', 'tw.id', 't.to_warehouse_id')
    .innerJoin('tray_types as tt', 'tt.code', 't.tray_type_code')
    .select([
      't.id',
      't.document_no',
      't.status',
      't.tray_type_code',
      'tt.name as tray_type_name',
      't.quantity',
      't.remark',
      't.created_at',
      't.updated_at',
      't.from_company_id',
      'fc.name as from_company_name',
      't.from_warehouse_id',
      'fw.name as from_warehouse_name',
      't.to_company_id',
      'tc.name as to_company_name',
      't.to_warehouse_id',
      'tw.name as to_warehouse_name',
    ]);

type TransferRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>['executeTakeFirstOrThrow']>>;

export const toTransfer = (row: TransferRow, viewerCompanyId: string): Transfer => ({
  id: row.id,
  documentNo: row.document_no,
  status: row.status as TransferStatus,
  trayTypeCode: row.tray_type_code,
  trayTypeName: row.tray_type_name,
  quantity: row.quantity,
  remark: row.remark,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  fromCompanyId: row.from_company_id,
  fromCompanyName: row.from_company_name,
  fromWarehouseId: row.from_warehouse_id,
  fromWarehouseName: row.from_warehouse_name,
  toCompanyId: row.to_company_id,
  toCompanyName: row.to_company_name,
  toWarehouseId: row.to_warehouse_id,
  toWarehouseName: row.to_warehouse_name ?? '',
  direction: row.from_company_id === viewerCompanyId ? 'out' : 'in',
});

/** One transfer the viewer sent or receives; any other id is 单据不存在. */
export async function readTransfer(db: DbOrTrx, id: string, viewerCompanyId: string): Promise<Transfer> {
  const row = await selectTransfers(db)
    .where('t.id', '=', id)
    .where((eb) =>
      eb.or([eb('t.from_company_id', '=', viewerCompanyId), eb('t.to_company_id', '=', viewerCompanyId)]),
    )
    .executeTakeFirst();
  if (!row) throw businessError(STOCK_LABELS.documentNotFound);
  return toTransfer(row, viewerCompanyId);
}
