import type { InboundOrder, InboundStatus } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { stockDb } from '../../tables';
import { documentColumns, foundDocument, isoOrNull, toDocumentBase, warehouseColumns } from '../../../ledger';

/** Inbound orders with the names the wire shows. */
export const selectInboundOrders = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('inbound_orders as o')
    .select([
      ...documentColumns('o'),
      'o.status',
      ...warehouseColumns('o'),
      'o.received_quantity',
      'o.difference_reason',
      'o.plate_number',
      'o.signed_at',
    ]);

type InboundRow = Awaited<ReturnType<ReturnType<typeof selectInboundOrders>['executeTakeFirstOrThrow']>>;

export const toInboundOrder = (row: InboundRow): InboundOrder => ({
  ...toDocumentBase(row),
  status: row.status as InboundStatus,
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
  return toInboundOrder(foundDocument(row));
}
