import type {
  ReturnChannel,
  ReturnStatus,
  ReturnStep,
  TrayReturn,
  TrayReturnDetail,
} from '../../../src/contract/returns';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { documentColumns, isoOrNull, nameOf, toDocumentBase, warehouseColumns } from '../ledger';
import { RETURN_LABELS } from './labels';
import { returnsDb } from './tables';

/** Returns with their company, warehouse, tray type and depot names (alias r). */
export const selectReturns = (db: DbOrTrx) =>
  returnsDb(db)
    .selectFrom('tray_returns as r')
    .select([
      ...documentColumns('r'),
      'r.channel',
      'r.status',
      'r.company_id',
      nameOf('companies', 'r.company_id').as('company_name'),
      ...warehouseColumns('r'),
      'r.picked_quantity',
      'r.good_quantity',
      'r.damaged_quantity',
      'r.lost_quantity',
      'r.pickup_date',
      'r.contact',
      'r.phone',
      'r.depot_id',
      nameOf<string | null>('return_depots', 'r.depot_id').as('depot_name'),
      'r.plate_number',
      'r.expected_date',
      'r.transport_record_id',
      'r.return_number',
      'r.picked_up_at',
      'r.received_at',
      'r.cancelled_at',
    ]);

type ReturnRow = Awaited<ReturnType<ReturnType<typeof selectReturns>['executeTakeFirstOrThrow']>>;

const count = (value: number | null) => (value === null ? null : Number(value));
const instant = (value: number | null) => isoOrNull(value === null ? null : Number(value));

export const toTrayReturn = (row: ReturnRow): TrayReturn => {
  const base = toDocumentBase(row);
  return {
    id: base.id,
    documentNo: base.documentNo,
    channel: row.channel as ReturnChannel,
    status: row.status as ReturnStatus,
    companyId: row.company_id,
    companyName: row.company_name,
    warehouseId: row.warehouse_id,
    warehouseName: row.warehouse_name,
    trayTypeCode: base.trayTypeCode,
    trayTypeName: base.trayTypeName,
    quantity: base.quantity,
    pickedQuantity: count(row.picked_quantity),
    goodQuantity: count(row.good_quantity),
    damagedQuantity: count(row.damaged_quantity),
    lostQuantity: count(row.lost_quantity),
    pickupDate: row.pickup_date,
    contact: row.contact,
    phone: row.phone,
    depotId: row.depot_id,
    depotName: row.depot_name ?? '',
    plateNumber: row.plate_number,
    expectedDate: row.expected_date,
    transportRecordId: row.transport_record_id,
    returnNumber: row.return_number ?? '',
    remark: base.remark,
    createdAt: base.createdAt,
    updatedAt: base.updatedAt,
    pickedUpAt: instant(row.picked_up_at),
    receivedAt: instant(row.received_at),
    cancelledAt: instant(row.cancelled_at),
  };
};

/** The states a return went through, in order, with their times. */
export function timelineOf(item: TrayReturn): ReturnStep[] {
  const first: ReturnStatus =
    item.channel === 'toDoor' ? 'booked' : item.channel === 'self' ? 'submitted' : 'received';
  const steps: ReturnStep[] = [{ status: first, at: item.createdAt }];
  if (item.pickedUpAt) steps.push({ status: 'pickedUp', at: item.pickedUpAt });
  if (item.receivedAt && first !== 'received') steps.push({ status: 'received', at: item.receivedAt });
  if (item.cancelledAt) steps.push({ status: 'cancelled', at: item.cancelledAt });
  return steps;
}

export interface ReturnScope {
  companyId: string;
  /** The detail page's channel (toDoor, self), or every channel's received returns (factory). */
  channel?: ReturnChannel;
  receivedOnly?: boolean;
}

/** One return the viewer may see, with its timeline; any other id is 归还单不存在. */
export async function readReturn(db: DbOrTrx, id: string, scope: ReturnScope): Promise<TrayReturnDetail> {
  let query = selectReturns(db).where('r.id', '=', id).where('r.company_id', '=', scope.companyId);
  if (scope.channel) query = query.where('r.channel', '=', scope.channel);
  if (scope.receivedOnly) query = query.where('r.status', '=', 'received');
  const row = await query.executeTakeFirst();
  if (!row) throw businessError(RETURN_LABELS.returnNotFound);
  const item = toTrayReturn(row);
  return { ...item, timeline: timelineOf(item) };
}
