import type { InboundOrder, InboundStatus } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { businessError } from '../../../../http/envelope';
import { STOCK_LABELS } from '../../labels';
import { stockDb } from '../../tables';
import { iso, isoOrNull } from '../context';

/** Inbound orders with the names the wire shows. */
export const selectInboundOrders = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('inbound_orders as o')
    .innerJoin('warehouses as w', 'w.id', 'o.warehouse_id')
    .innerJoin('tray_types as tt', 'tt.code', 'o.tray_type_code')
    .select([
      'o.id',
      'o.document_no',
      'o.status',
      'o.tray_type_code',
      'tt.name as tray_type_name',
      'o.quantity',
      'o.remark',
      'o.created_at',
      'o.updated_at',
      'o.warehouse_id',
      'w.name as warehouse_name',
      'o.received_quantity',
      'o.difference_reason',
      'o.plate_number',
      'o.signed_at',
    ]);

type InboundRow = Awaited<ReturnType<ReturnType<typeof selectInboundOrders>['executeTakeFirstOrThrow']>>;

export const toInboundOrder = (row: InboundRow): InboundOrder => ({
  id: row.id,
  documentNo: row.document_no,
  status: row.status as InboundStatus,
  trayTypeCode: row.tray_type_code,
  trayTypeName: row.tray_type_name,
  quantity: row.quantity,
  remark: row.remark,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  receivedQuantity: row.received_quantity,
  differenceReason: row.difference_reason,
  plateNumber: row.plate_number,
  signedAt: isoOrNull(row.signed_at),
});

/** One inbound order delivered to the viewer; any other id is 单据不存在. */
export async function readInboundOrder(
  db: DbOrTrx,
  id: string,
  viewerCompanyId: string,
): Promise<InboundOrder> {
  const row = await selectInboundOrders(db)
    .where('o.id', '=', id)
    .where('o.company_id', '=', viewerCompanyId)
    .executeTakeFirst();
  if (!row) throw businessError(STOCK_LABELS.documentNotFound);
  return toInboundOrder(row);
}
