import type {
  CreateTransportRecordRequest,
  PickedUpReport,
  ReceivedReport,
  ReturnStatus,
  TransportRecord,
  TrayReturnDetail,
} from '../../../src/contract/returns';
import type { RecyclingApplication } from '../../../src/contract/stock';
import { newId } from '../../db/ids';
import { businessError, fieldError } from '../../http/envelope';
import {
  inTransaction,
  type LedgerDeps,
  type Movement,
  nextDocumentNo,
  transitionWithLedger,
} from '../ledger';
import { markRecyclingCollected, requireTrayType, requireWarehouseOf } from '../stock';
import { reservation } from './availability';
import { requireDepot } from './depots';
import { RETURN_LABELS } from './labels';
import { loadReturn } from './load';
import { readReturn } from './read';
import { doorPickupKind, selfReturnKind } from './state';
import { returnsDb, type TrayReturnsTable } from './tables';
import { readTransportRecord } from './transport-read';
import { LEDGER_LABELS } from '../ledger';

/** The ledger entry of pallets leaving the company's own balance for the platform (kind trayReturn). */
export const returnMovement = (
  row: Pick<TrayReturnsTable, 'id' | 'document_no' | 'company_id' | 'warehouse_id' | 'tray_type_code'>,
  quantity: number,
): Movement => ({
  holder: row.company_id,
  warehouse: row.warehouse_id,
  trayType: row.tray_type_code,
  owner: row.company_id,
  delta: -quantity,
  kind: 'trayReturn',
  documentType: 'trayReturn',
  documentId: row.id,
  documentNo: row.document_no,
});

const platformView = (row: { company_id: string }) => ({ companyId: row.company_id });

/** Good + damaged + lost must add up to `total` (2003 naming goodQuantity otherwise). */
function requireSplit(report: ReceivedReport, total: number): void {
  if (report.goodQuantity + report.damagedQuantity + report.lostQuantity !== total)
    throw fieldError('goodQuantity', RETURN_LABELS.quantitiesMismatch(total));
}
const receivedColumns = (report: ReceivedReport) => (now: number) => ({
  good_quantity: report.goodQuantity,
  damaged_quantity: report.damagedQuantity,
  lost_quantity: report.lostQuantity,
  received_at: now,
});

/**
 * The platform picked up a door pickup: the company's own stock falls by what was picked up, once, and
 * the booking's reservation ends (pallets booked but not picked up are free again).
 */
export async function reportPickedUp(deps: LedgerDeps, report: PickedUpReport): Promise<TrayReturnDetail> {
  const row = await loadReturn(deps.db, report.id, { channel: 'toDoor' });
  if (row.status === 'booked' && report.pickedQuantity > row.quantity)
    throw fieldError('pickedQuantity', RETURN_LABELS.pickedExceedsBooked);
  await transitionWithLedger(deps, {
    ...doorPickupKind,
    id: row.id,
    from: row.status as ReturnStatus,
    to: 'pickedUp',
    set: (now) => ({ picked_quantity: report.pickedQuantity, picked_up_at: now }),
    ledger: () => ({
      movements: [returnMovement(row, report.pickedQuantity)],
      counters: [reservation(row, -1)],
    }),
  });
  return readReturn(deps.db, row.id, platformView(row));
}

/**
 * A depot received a return. Door pickups: good/damaged/lost split the picked quantity (stock fell at
 * pickup). Self returns: they split the declared quantity and the stock falls now, once, taking the
 * pallets the return reserved.
 */
export async function reportReceived(
  deps: LedgerDeps,
  channel: 'toDoor' | 'self',
  report: ReceivedReport,
): Promise<TrayReturnDetail> {
  const row = await loadReturn(deps.db, report.id, { channel });
  if (row.status !== 'received') requireSplit(report, row.picked_quantity ?? row.quantity);
  await transitionWithLedger(deps, {
    ...(channel === 'toDoor' ? doorPickupKind : selfReturnKind),
    id: row.id,
    from: row.status as ReturnStatus,
    to: 'received',
    set: receivedColumns(report),
    ledger:
      channel === 'self'
        ? () => ({ movements: [returnMovement(row, row.quantity)], counters: [reservation(row, -1)] })
        : undefined,
  });
  return readReturn(deps.db, row.id, platformView(row));
}

/** The platform's logistics records a transport of a company's pallets to a depot (once per requestId). */
export async function createTransportRecord(
  deps: LedgerDeps,
  input: CreateTransportRecordRequest,
): Promise<TransportRecord> {
  const db = returnsDb(deps.db);
  const existing = await db
    .selectFrom('transport_records')
    .select(['id', 'company_id'])
    .where('request_id', '=', input.requestId)
    .executeTakeFirst();
  if (existing) return readTransportRecord(deps.db, existing.id, existing.company_id);
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', input.companyId)
    .executeTakeFirst();
  if (!company) throw businessError(RETURN_LABELS.companyNotFound);
  await requireWarehouseOf(deps.db, input.companyId, input.warehouseId);
  await requireTrayType(deps.db, input.trayTypeCode);
  await requireDepot(deps.db, input.depotId);
  if (input.goodQuantity + input.damagedQuantity + input.lostQuantity !== input.quantity)
    throw fieldError('goodQuantity', RETURN_LABELS.quantitiesMismatch(input.quantity));
  const id = await inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const recordId = newId();
    const recordNo = (await nextDocumentNo(trx, 'trayReturn', now)).replace(/^GH/, 'YS');
    const inserted = await returnsDb(trx)
      .insertInto('transport_records')
      .values({
        id: recordId,
        record_no: recordNo,
        request_id: input.requestId,
        status: 'pending',
        company_id: input.companyId,
        warehouse_id: input.warehouseId,
        depot_id: input.depotId,
        tray_type_code: input.trayTypeCode,
        quantity: input.quantity,
        good_quantity: input.goodQuantity,
        damaged_quantity: input.damagedQuantity,
        lost_quantity: input.lostQuantity,
        waybill_no: input.waybillNo,
        plate_number: input.plateNumber,
        driver_name: input.driverName,
        departed_at: now,
        arrived_at: now,
        return_id: null,
        confirmed_at: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((c) => c.column('request_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id;
  });
  const recordId =
    id ??
    (
      await db
        .selectFrom('transport_records')
        .select('id')
        .where('request_id', '=', input.requestId)
        .executeTakeFirstOrThrow()
    ).id;
  return readTransportRecord(deps.db, recordId, input.companyId);
}

/** Issues `count` new return numbers to a company (GH + 10 digits). */
export async function issueReturnNumbers(
  deps: LedgerDeps,
  companyId: string,
  count: number,
): Promise<string[]> {
  const db = returnsDb(deps.db);
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company) throw businessError(RETURN_LABELS.companyNotFound);
  const now = deps.clock();
  const numbers = Array.from(
    { length: count },
    () =>
      `HN${newId()
        .replace(/[a-f]/g, (c) => String(c.charCodeAt(0) % 10))
        .slice(0, 12)}`,
  );
  await db
    .insertInto('return_numbers')
    .values(
      numbers.map((returnNumber) => ({
        return_number: returnNumber,
        company_id: companyId,
        issued_at: now,
        used_return_id: null,
        used_at: null,
      })),
    )
    .execute();
  return numbers;
}

/** The platform collected a recycling application (nothing moves: the pallets left when it was applied). */
export async function reportRecyclingCollected(deps: LedgerDeps, id: string): Promise<RecyclingApplication> {
  const row = await returnsDb(deps.db)
    .selectFrom('recycling_applications')
    .select('company_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw businessError(LEDGER_LABELS.documentNotFound);
  return markRecyclingCollected(deps, { companyId: row.company_id }, id);
}
