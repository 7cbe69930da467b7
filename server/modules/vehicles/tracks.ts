import { sql } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type {
  VehicleListItem,
  VehicleListQuery,
  VehiclePoint,
  VehicleProvider,
  VehicleTrack,
} from '../../../src/contract/vehicles';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { containsPattern, iso, isoOrNull, nameOf, pageOf } from '../ledger';
import { VEHICLE_LABELS } from './labels';
import { vehiclesDb, type VehiclePositionsTable } from './tables';

/** At most this many points of one track (a week at one point a minute). */
const MAX_TRACK_POINTS = 10_000;

type PositionColumns = Pick<
  VehiclePositionsTable,
  'longitude' | 'latitude' | 'speed_kmh' | 'heading' | 'recorded_at'
>;
const POSITION_COLUMNS = ['longitude', 'latitude', 'speed_kmh', 'heading', 'recorded_at'] as const;

const toPoint = (row: PositionColumns): VehiclePoint => ({
  longitude: row.longitude,
  latitude: row.latitude,
  speedKmh: row.speed_kmh,
  heading: row.heading,
  recordedAt: iso(row.recorded_at),
});

/**
 * Waybills of the session's company (sender or receiver) reporting to `provider`: a waybill without a
 * provider reports to the platform's own network (trans). Deleted waybills are never seen.
 */
const companyWaybills = (db: DbOrTrx, session: Session, provider: VehicleProvider) =>
  vehiclesDb(db)
    .selectFrom('waybills as wb')
    .where((eb) =>
      eb.and([
        eb.or([
          eb('wb.from_company_id', '=', session.companyId),
          eb('wb.to_company_id', '=', session.companyId),
        ]),
        eb('wb.status', '!=', 'deleted'),
        provider === 'trans'
          ? eb.or([eb('wb.vehicle_provider', '=', 'trans'), eb('wb.vehicle_provider', 'is', null)])
          : eb('wb.vehicle_provider', '=', provider),
      ]),
    );

/**
 * The track of one waybill's vehicle: the plate's points between departure and confirmation (or now),
 * oldest first, and the last of them. Another company's waybill, or one of the other provider, is 运单不存在.
 */
export async function vehicleTrack(
  db: DbOrTrx,
  now: number,
  session: Session,
  provider: VehicleProvider,
  waybillNo: string,
): Promise<VehicleTrack> {
  const waybill = await companyWaybills(db, session, provider)
    .where('wb.document_no', '=', waybillNo)
    .select([
      'wb.document_no',
      'wb.plate_number',
      'wb.driver_name',
      'wb.status',
      'wb.departed_at',
      'wb.confirmed_at',
      nameOf('warehouses', 'wb.from_warehouse_id').as('from_warehouse_name'),
      nameOf('warehouses', 'wb.to_warehouse_id').as('to_warehouse_name'),
    ])
    .executeTakeFirst();
  if (!waybill || waybill.status === 'deleted') throw businessError(VEHICLE_LABELS.waybillNotFound);
  const departedAt = waybill.departed_at;
  const endedAt = waybill.confirmed_at;
  const rows =
    departedAt === null
      ? []
      : await vehiclesDb(db)
          .selectFrom('vehicle_positions')
          .select(POSITION_COLUMNS)
          .where('plate_number', '=', waybill.plate_number)
          .where('provider', '=', provider)
          .where('recorded_at', '>=', departedAt)
          .where('recorded_at', '<=', endedAt ?? now)
          .orderBy('recorded_at')
          .limit(MAX_TRACK_POINTS)
          .execute();
  const points = rows.map(toPoint);
  return {
    waybillNo: waybill.document_no,
    plateNumber: waybill.plate_number,
    driverName: waybill.driver_name,
    status: waybill.status,
    fromWarehouseName: waybill.from_warehouse_name,
    toWarehouseName: waybill.to_warehouse_name,
    departedAt: isoOrNull(departedAt),
    endedAt: isoOrNull(endedAt),
    points,
    lastPosition: points.at(-1) ?? null,
  };
}

/**
 * A page of the vehicles of the session's company's waybills in transit or arrived (newest departure
 * first), each with the plate's latest position reported since the waybill left.
 */
export async function vehicleList(
  db: DbOrTrx,
  session: Session,
  provider: VehicleProvider,
  query: VehicleListQuery,
): Promise<Page<VehicleListItem>> {
  const { pageNum, pageSize, keyword, status } = query;
  const pattern = keyword?.trim() ? containsPattern(keyword.trim()) : undefined;
  const listed = companyWaybills(db, session, provider)
    .where('wb.status', 'in', status ? [status] : ['inTransit', 'arrived'])
    .$if(pattern !== undefined, (qb) =>
      qb.where(
        sql<boolean>`(lower(wb.document_no) like ${pattern} escape '\\' or lower(wb.plate_number) like ${pattern} escape '\\' or lower(wb.driver_name) like ${pattern} escape '\\')`,
      ),
    );
  const { total } = await listed
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const waybills = await listed
    .select([
      'wb.document_no',
      'wb.plate_number',
      'wb.driver_name',
      'wb.driver_phone',
      'wb.status',
      'wb.departed_at',
      nameOf('companies', 'wb.from_company_id').as('from_company_name'),
      nameOf('companies', 'wb.to_company_id').as('to_company_name'),
    ])
    .orderBy('wb.departed_at', 'desc')
    .orderBy('wb.document_no')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  const plates = [...new Set(waybills.map((w) => w.plate_number))];
  const latest = new Map<string, VehiclePoint>();
  if (plates.length > 0) {
    const rows = await vehiclesDb(db)
      .selectFrom('vehicle_positions as vp')
      .innerJoin(
        (qb) =>
          qb
            .selectFrom('vehicle_positions')
            .select(['plate_number', (eb) => eb.fn.max('recorded_at').as('at')])
            .where('plate_number', 'in', plates)
            .where('provider', '=', provider)
            .groupBy('plate_number')
            .as('m'),
        (join) => join.onRef('m.plate_number', '=', 'vp.plate_number').onRef('m.at', '=', 'vp.recorded_at'),
      )
      .select(['vp.plate_number', ...POSITION_COLUMNS.map((c) => `vp.${c}` as const)])
      .execute();
    for (const row of rows) latest.set(row.plate_number, toPoint(row));
  }
  // A position older than the waybill's departure belongs to the vehicle's previous trip.
  const since = (w: (typeof waybills)[number]) => {
    const point = latest.get(w.plate_number);
    const departed = w.departed_at ?? Infinity;
    return point && Date.parse(point.recordedAt) >= departed ? point : null;
  };
  const rows = waybills.map((w) => ({
    provider,
    waybillNo: w.document_no,
    plateNumber: w.plate_number,
    driverName: w.driver_name,
    driverPhone: w.driver_phone,
    status: w.status as VehicleListItem['status'],
    fromCompanyName: w.from_company_name,
    toCompanyName: w.to_company_name,
    lastPosition: since(w),
  }));
  return pageOf(rows, Number(total), { pageNum, pageSize });
}
