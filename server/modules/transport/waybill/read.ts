import type { Waybill } from '../../../../src/contract/transport';
import type { DbOrTrx } from '../../../db/schema';
import { businessError } from '../../../http/envelope';
import { carriedColumns, isoOrNull, toCarried } from '../../ledger';
import { TRANSPORT_LABELS } from '../labels';
import { transportDb } from '../tables';

/** Waybills with the names the wire shows. */
export const selectWaybills = (db: DbOrTrx) =>
  transportDb(db)
    .selectFrom('waybills as s')
    .select([
      ...carriedColumns('s'),
      's.status',
      's.driver_name',
      's.driver_phone',
      's.vehicle_provider',
      's.departed_at',
      's.confirmed_at',
    ]);

type WaybillRow = Awaited<ReturnType<ReturnType<typeof selectWaybills>['executeTakeFirstOrThrow']>>;

export const toWaybill = (row: WaybillRow): Waybill => ({
  ...toCarried(row),
  status: row.status,
  driverName: row.driver_name,
  driverPhone: row.driver_phone,
  vehicleProvider: row.vehicle_provider,
  departedAt: isoOrNull(row.departed_at),
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
