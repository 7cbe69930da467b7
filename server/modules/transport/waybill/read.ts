import type { Waybill } from '../../../../src/contract/transport';
import type { DbOrTrx } from '../../../db/schema';
import { businessError } from '../../../http/envelope';
import { isoOrNull } from '../../stock/documents/context';
import { documentColumns, partyColumns, toDocumentBase, toParties } from '../../stock/documents/document-row';
import { TRANSPORT_LABELS } from '../labels';
import { transportDb } from '../tables';

/** Waybills with the names the wire shows. */
export const selectWaybills = (db: DbOrTrx) =>
  transportDb(db)
    .selectFrom('waybills as s')
    .innerJoin('companies as fc', 'fc.id', 's.from_company_id')
    .innerJoin('companies as tc', 'tc.id', 's.to_company_id')
    .innerJoin('warehouses as fw', 'fw.id', 's.from_warehouse_id')
    .innerJoin('warehouses as tw', 'tw.id', 's.to_warehouse_id')
    .innerJoin('tray_types as tt', 'tt.code', 's.tray_type_code')
    .select([
      ...documentColumns('s'),
      ...partyColumns('s'),
      's.status',
      's.owner_company_id',
      's.plate_number',
      's.driver_name',
      's.driver_phone',
      's.vehicle_provider',
      's.departed_at',
      's.arrived_at',
      's.confirmed_at',
    ]);

type WaybillRow = Awaited<ReturnType<ReturnType<typeof selectWaybills>['executeTakeFirstOrThrow']>>;

export const toWaybill = (row: WaybillRow): Waybill => ({
  ...toDocumentBase(row),
  ...toParties(row),
  status: row.status,
  ownerCompanyId: row.owner_company_id,
  plateNumber: row.plate_number,
  driverName: row.driver_name,
  driverPhone: row.driver_phone,
  vehicleProvider: row.vehicle_provider,
  departedAt: isoOrNull(row.departed_at),
  arrivedAt: isoOrNull(row.arrived_at),
  confirmedAt: isoOrNull(row.confirmed_at),
});

/** One waybill the viewer sent; any other id (another company's) is 运单不存在. */
export async function readWaybill(db: DbOrTrx, id: string, senderCompanyId: string): Promise<Waybill> {
  const row = await selectWaybills(db)
    .where('s.id', '=', id)
    .where('s.from_company_id', '=', senderCompanyId)
    .executeTakeFirst();
  if (!row) throw businessError(TRANSPORT_LABELS.waybillNotFound);
  return toWaybill(row);
}
