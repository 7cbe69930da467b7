import {
  carrierOrderActions,
  maskPhone,
  type CarrierOrder,
  type FreightParty,
  type VehicleAssignment,
} from '../../../src/contract/freight';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { iso, isoOrNull } from '../ledger';
import { CARRIER_LABELS } from './labels';
import { carrierDb, type CarrierOrdersTable, type CarrierVehicleAssignmentsTable } from './tables';

export type CarrierOrderRow = CarrierOrdersTable;

/** The viewer's side of an order; orders are read only through `partyOrders`, so one side is theirs. */
export const partyOf = (order: CarrierOrderRow, companyId: string): FreightParty =>
  order.carrier_company_id === companyId ? 'carrier' : 'shipper';

/** The orders a company is a party of (another company's answer not found). */
export const partyOrders = (db: DbOrTrx, companyId: string) =>
  carrierDb(db)
    .selectFrom('carrier_orders')
    .where((eb) =>
      eb.or([eb('shipper_company_id', '=', companyId), eb('carrier_company_id', '=', companyId)]),
    );

export async function orderOf(db: DbOrTrx, companyId: string, id: string): Promise<CarrierOrderRow> {
  const row = await partyOrders(db, companyId).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw businessError(CARRIER_LABELS.orderNotFound);
  return normalised(row);
}

/** bigint columns come back as strings from PostgreSQL. */
export const normalised = (row: CarrierOrderRow): CarrierOrderRow => ({
  ...row,
  pallets: Number(row.pallets),
  weight_kg: Number(row.weight_kg),
  load_from: Number(row.load_from),
  load_to: Number(row.load_to),
  price_fen: Number(row.price_fen),
  version: Number(row.version),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});

export const toAssignment = (
  row: CarrierVehicleAssignmentsTable,
  order: Pick<CarrierOrderRow, 'document_no'>,
  party: FreightParty,
): VehicleAssignment => ({
  id: row.id,
  carrierOrderId: row.carrier_order_id,
  carrierOrderNo: order.document_no,
  plateNumber: row.plate_number,
  driverName: row.driver_name,
  driverPhone: party === 'carrier' ? row.driver_phone : maskPhone(row.driver_phone),
  status: row.status,
  rejectReason: row.reject_reason,
  assignedBy: row.assigned_by,
  assignedAt: iso(Number(row.assigned_at)),
  auditedBy: row.audited_by,
  auditedAt: isoOrNull(row.audited_at === null ? null : Number(row.audited_at)),
});

/** The latest assignment of each order (null before the first). */
export async function latestAssignments(
  db: DbOrTrx,
  orderIds: readonly string[],
): Promise<Map<string, CarrierVehicleAssignmentsTable>> {
  if (orderIds.length === 0) return new Map();
  const rows = await carrierDb(db)
    .selectFrom('carrier_vehicle_assignments')
    .selectAll()
    .where('carrier_order_id', 'in', orderIds)
    .orderBy('assigned_at')
    .orderBy('id')
    .execute();
  // Later rows replace earlier ones: the map keeps each order's latest.
  return new Map(rows.map((row) => [row.carrier_order_id, row]));
}

export function toCarrierOrder(
  row: CarrierOrderRow,
  assignment: CarrierVehicleAssignmentsTable | undefined,
  viewerCompanyId: string,
): CarrierOrder {
  const party = partyOf(row, viewerCompanyId);
  return {
    id: row.id,
    documentNo: row.document_no,
    status: row.status,
    demandOrderId: row.demand_order_id,
    demandOrderNo: row.demand_order_no,
    shipperCompanyId: row.shipper_company_id,
    shipperCompanyName: row.shipper_company_name,
    carrierCompanyId: row.carrier_company_id,
    carrierCompanyName: row.carrier_company_name,
    origin: JSON.parse(row.origin) as CarrierOrder['origin'],
    destination: JSON.parse(row.destination) as CarrierOrder['destination'],
    cargoName: row.cargo_name,
    pallets: row.pallets,
    vehicleType: row.vehicle_type,
    loadFrom: iso(row.load_from),
    loadTo: iso(row.load_to),
    priceFen: row.price_fen,
    vehicle: assignment ? toAssignment(assignment, row, party) : null,
    cancelReason: row.cancel_reason,
    party,
    actions: carrierOrderActions(row.status, party),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}
