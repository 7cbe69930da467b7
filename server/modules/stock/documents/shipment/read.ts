import type { Shipment, ShipmentStatus } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { businessError } from '../../../../http/envelope';
import { STOCK_LABELS } from '../../labels';
import { stockDb } from '../../tables';
import { isoOrNull } from '../context';
import { documentColumns, partyColumns, sentOrReceived, toDocumentBase, toParties } from '../document-row';

/** Shipments (one row per line) with the names the wire shows. */
export const selectShipments = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('shipments as s')
    .innerJoin('companies as fc', 'fc.id', 's.from_company_id')
    .innerJoin('companies as tc', 'tc.id', 's.to_company_id')
    .innerJoin('warehouses as fw', 'fw.id', 's.from_warehouse_id')
    .innerJoin('warehouses as tw', 'tw.id', 's.to_warehouse_id')
    .innerJoin('tray_types as tt', 'tt.code', 's.tray_type_code')
    .select([
      ...documentColumns('s'),
      ...partyColumns('s'),
      's.type',
      's.status',
      's.owner_company_id',
      's.plate_number',
      's.arrived_at',
    ]);

type ShipmentRow = Awaited<ReturnType<ReturnType<typeof selectShipments>['executeTakeFirstOrThrow']>>;

export const toShipment = (row: ShipmentRow): Shipment => ({
  ...toDocumentBase(row),
  ...toParties(row),
  type: row.type,
  status: row.status as ShipmentStatus,
  ownerCompanyId: row.owner_company_id,
  plateNumber: row.plate_number,
  arrivedAt: isoOrNull(row.arrived_at),
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
  if (rows.length === 0) throw businessError(STOCK_LABELS.documentNotFound);
  return rows.map(toShipment);
}
