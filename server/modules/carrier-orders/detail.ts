import type { CarrierOrderDetail, Ticket } from '../../../src/contract/freight';
import type { DbOrTrx } from '../../db/schema';
import { iso } from '../ledger';
import { fileUrl } from '../common';
import { evaluationOf } from '../entrust';
import { latestAssignments, orderOf, partyOf, toCarrierOrder, type CarrierOrderRow } from './order-row';
import { toSettlementLine } from './settlement-row';
import { carrierDb } from './tables';

/** The tickets of an order, each as the viewer's own upload row (see carrier_order_tickets). */
export async function ticketsOf(
  db: DbOrTrx,
  order: CarrierOrderRow,
  viewerCompanyId: string,
): Promise<Ticket[]> {
  const rows = await carrierDb(db)
    .selectFrom('carrier_order_tickets')
    .selectAll()
    .where('carrier_order_id', '=', order.id)
    .orderBy('uploaded_at')
    .orderBy('file_id')
    .execute();
  const carrier = partyOf(order, viewerCompanyId) === 'carrier';
  return rows.map((row) => {
    const fileId = carrier ? row.file_id : row.shipper_file_id;
    return { fileId, kind: row.kind, url: fileUrl(fileId), uploadedAt: iso(Number(row.uploaded_at)) };
  });
}

/**
 * carrierOrderManagement/detail: the order with its vehicle, tickets, settlement line and the shipper's
 * evaluation (entrust's, once the order completed).
 */
export async function carrierOrderDetail(
  db: DbOrTrx,
  companyId: string,
  id: string,
): Promise<CarrierOrderDetail> {
  const order = await orderOf(db, companyId, id);
  const [assignments, tickets, settlement, evaluation] = await Promise.all([
    latestAssignments(db, [order.id]),
    ticketsOf(db, order, companyId),
    carrierDb(db)
      .selectFrom('entrust_settlement_lines')
      .selectAll()
      .where('carrier_order_id', '=', order.id)
      .executeTakeFirst(),
    evaluationOf(db, order.id),
  ]);
  return {
    ...toCarrierOrder(order, assignments.get(order.id), companyId),
    tickets,
    evaluation,
    settlement: settlement ? toSettlementLine(settlement, order) : null,
  };
}
