import type { Shipment, ShipmentStatus } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { businessError } from '../../../../http/envelope';
import { STOCK_LABELS } from '../../labels';
import { stockDb } from '../../tables';
import { iso, isoOrNull } from '../context';

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
      's.id',
      's.document_no',
      's.type',
      's.status',
      's.tray_type_code',
      'tt.name as tray_type_name',
      's.quantity',
      's.remark',
      's.created_at',
      's.updated_at',
      's.from_company_id',
      'fc.name as from_company_name',
      's.from_warehouse_id',
      'fw.name as from_warehouse_name',
      's.to_company_id',
      'tc.name as to_company_name',
      's.to_warehouse_id',
      'tw.name as to_warehouse_name',
      's.owner_company_id',
      's.plate_number',
      's.arrived_at',
    ]);

type ShipmentRow = Awaited<ReturnType<ReturnType<typeof selectShipments>['executeTakeFirstOrThrow']>>;

export const toShipment = (row: ShipmentRow): Shipment => ({
  id: row.id,
  documentNo: row.document_no,
  type: row.type,
  status: row.status as ShipmentStatus,
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
  toWarehouseName: row.to_warehouse_name,
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
    .where((eb) =>
      eb.or([eb('s.from_company_id', '=', viewerCompanyId), eb('s.to_company_id', '=', viewerCompanyId)]),
    )
    .orderBy('s.line_no')
    .execute();
  if (rows.length === 0) throw businessError(STOCK_LABELS.documentNotFound);
  return rows.map(toShipment);
}
