import type { Shipment, ShipmentStatus } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { businessError } from '../../../../http/envelope';
import { stockDb } from '../../tables';
import { carriedColumns, sentOrReceived, toCarried } from '../../../ledger';
import { LEDGER_LABELS } from '../../../ledger';

/**
 * Shipments are circulations only since issue 4: a sale outbound is a waybill (server/modules/transport),
 * and migration 0008 moved the old ones there.
 */
export const SHIPMENT_TYPE = 'circulation' satisfies Shipment['type'];

/** Shipments (one row per line) with the names the wire shows. */
export const selectShipments = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('shipments as s')
    .select([...carriedColumns('s'), 's.status'])
    .where('s.type', '=', SHIPMENT_TYPE);

type ShipmentRow = Awaited<ReturnType<ReturnType<typeof selectShipments>['executeTakeFirstOrThrow']>>;

export const toShipment = (row: ShipmentRow): Shipment => ({
  ...toCarried(row),
  type: SHIPMENT_TYPE,
  status: row.status as ShipmentStatus,
});

/** The lines of one shipment group the viewer sent or receives, in line order; none → 单据不存在. */
export async function readShipmentGroup(
  db: DbOrTrx,
  groupId: string,
  viewerCompanyId: string,
): Promise<Shipment[]> {
  const rows = await selectShipments(db)
    .where('s.group_id', '=', groupId)
    .where(sentOrReceived('s', viewerCompanyId))
    .orderBy('s.line_no')
    .execute();
  if (rows.length === 0) throw businessError(LEDGER_LABELS.documentNotFound);
  return rows.map(toShipment);
}
