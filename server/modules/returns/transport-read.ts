import type { TransportRecord, TransportRecordStatus } from '../../../src/contract/returns';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { iso, isoOrNull, nameOf, warehouseColumns } from '../ledger';
import { RETURN_LABELS } from './labels';
import { returnsDb } from './tables';

/** Transport records with their warehouse, depot, tray type names and the confirmed return's number (alias t). */
export const selectTransportRecords = (db: DbOrTrx) =>
  returnsDb(db)
    .selectFrom('transport_records as t')
    .leftJoin('tray_returns as r', 'r.id', 't.return_id')
    .select([
      't.id',
      't.record_no',
      't.status',
      ...warehouseColumns('t'),
      't.depot_id',
      nameOf('return_depots', 't.depot_id').as('depot_name'),
      't.tray_type_code',
      nameOf('tray_types', 't.tray_type_code').as('tray_type_name'),
      't.quantity',
      't.good_quantity',
      't.damaged_quantity',
      't.lost_quantity',
      't.waybill_no',
      't.plate_number',
      't.driver_name',
      't.departed_at',
      't.arrived_at',
      't.return_id',
      'r.return_number',
      't.confirmed_at',
      't.created_at',
    ]);

type TransportRow = Awaited<ReturnType<ReturnType<typeof selectTransportRecords>['executeTakeFirstOrThrow']>>;

export const toTransportRecord = (row: TransportRow): TransportRecord => ({
  id: row.id,
  recordNo: row.record_no,
  status: row.status as TransportRecordStatus,
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  depotId: row.depot_id,
  depotName: row.depot_name,
  trayTypeCode: row.tray_type_code,
  trayTypeName: row.tray_type_name,
  quantity: Number(row.quantity),
  goodQuantity: Number(row.good_quantity),
  damagedQuantity: Number(row.damaged_quantity),
  lostQuantity: Number(row.lost_quantity),
  waybillNo: row.waybill_no,
  plateNumber: row.plate_number,
  driverName: row.driver_name,
  departedAt: iso(Number(row.departed_at)),
  arrivedAt: iso(Number(row.arrived_at)),
  returnId: row.return_id,
  returnNumber: row.return_number ?? '',
  confirmedAt: isoOrNull(row.confirmed_at === null ? null : Number(row.confirmed_at)),
});

/** One transport record of the company; any other id is 运输记录不存在. */
export async function readTransportRecord(
  db: DbOrTrx,
  id: string,
  companyId: string,
): Promise<TransportRecord> {
  const row = await selectTransportRecords(db)
    .where('t.id', '=', id)
    .where('t.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw businessError(RETURN_LABELS.recordNotFound);
  return toTransportRecord(row);
}
