import type {
  BookDoorPickupRequest,
  CreateSelfReturnRequest,
  ReturnStatus,
  TrayReturnDetail,
} from '../../../src/contract/returns';
import type { Insertable } from 'kysely';
import { fieldError } from '../../http/envelope';
import {
  type Actor,
  applyMovements,
  createdBefore,
  insertOnce,
  type LedgerDeps,
  type RequestKey,
  shanghaiDayStart,
  transitionWithLedger,
} from '../ledger';
import { requireTrayType, requireWarehouseOf } from '../stock';
import { reservation } from './availability';
import { requireDepot } from './depots';
import { RETURN_LABELS } from './labels';
import { readReturn } from './read';
import { doorPickupKind } from './state';
import type { TrayReturnsTable } from './tables';
import { loadReturn } from './load';

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A real yyyy-MM-dd day not before today in Asia/Shanghai, else 2003 naming the field. */
function requireFutureDay(field: string, day: string, now: number): void {
  if (shanghaiDayStart(day) === null) throw fieldError(field, RETURN_LABELS.dateInvalid);
  const today = new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
  if (day < today) throw fieldError(field, RETURN_LABELS.dateInThePast);
}

const requestKey = (actor: Actor, requestId: string): RequestKey => ({
  table: 'tray_returns',
  creatorColumn: 'company_id',
  creatorId: actor.companyId,
  requestId,
});

/** Fields of a new return not given by the channel's request. */
export const blankReturn = {
  depot_id: null,
  pickup_date: '',
  contact: '',
  phone: '',
  plate_number: '',
  expected_date: '',
  picked_quantity: null,
  good_quantity: null,
  damaged_quantity: null,
  lost_quantity: null,
  transport_record_id: null,
  return_number: null,
  picked_up_at: null,
  received_at: null,
  cancelled_at: null,
};

type NewReturnValues = Omit<
  Insertable<TrayReturnsTable>,
  'id' | 'document_no' | 'request_id' | 'created_at' | 'updated_at' | keyof typeof blankReturn
> &
  Partial<Pick<Insertable<TrayReturnsTable>, keyof typeof blankReturn>>;

/**
 * A new door pickup or self return (no pallet moves yet; they are reserved): the same requestId again
 * returns the first; otherwise the date, warehouse, tray type (and the channel's own checks) are checked
 * and the ledger reserves the quantity in the same transaction, refusing it (库存不足, with what is
 * available) unless the available stock covers it — also against a concurrent booking or transfer.
 */
async function createReturn(
  deps: LedgerDeps,
  actor: Actor,
  request: { requestId: string; date: [field: string, day: string]; checks?: () => Promise<void> },
  values: NewReturnValues,
): Promise<TrayReturnDetail> {
  const key = requestKey(actor, request.requestId);
  const scope = { companyId: actor.companyId, channel: values.channel };
  const repeated = await createdBefore(deps.db, key);
  if (repeated) return readReturn(deps.db, repeated, scope);
  requireFutureDay(...request.date, deps.clock());
  await requireWarehouseOf(deps.db, actor.companyId, values.warehouse_id);
  await requireTrayType(deps.db, values.tray_type_code);
  await request.checks?.();
  const id = await insertOnce<TrayReturnsTable>(deps, key, {
    documentType: 'trayReturn',
    values: { ...blankReturn, ...values },
    onInserted: (trx, created) => applyMovements(trx, created.now, { counters: [reservation(values, 1)] }),
  });
  return readReturn(deps.db, id, scope);
}

/** 上门取件: books a pickup of the company's own pallets (booked); the stock falls when it is picked up. */
export const bookDoorPickup = (deps: LedgerDeps, actor: Actor, input: BookDoorPickupRequest) =>
  createReturn(
    deps,
    actor,
    { requestId: input.requestId, date: ['pickupDate', input.pickupDate] },
    {
      status: 'booked',
      channel: 'toDoor',
      company_id: actor.companyId,
      warehouse_id: input.warehouseId,
      tray_type_code: input.trayTypeCode,
      quantity: input.quantity,
      remark: input.remark ?? '',
      pickup_date: input.pickupDate,
      contact: input.contact,
      phone: input.phone,
    },
  );

/** 自行归还: the company declares pallets it drives to a platform depot (submitted); stock falls at receipt. */
export const createSelfReturn = (deps: LedgerDeps, actor: Actor, input: CreateSelfReturnRequest) =>
  createReturn(
    deps,
    actor,
    {
      requestId: input.requestId,
      date: ['expectedDate', input.expectedDate],
      checks: () => requireDepot(deps.db, input.depotId),
    },
    {
      status: 'submitted',
      channel: 'self',
      company_id: actor.companyId,
      warehouse_id: input.warehouseId,
      tray_type_code: input.trayTypeCode,
      quantity: input.quantity,
      remark: input.remark ?? '',
      depot_id: input.depotId,
      plate_number: input.plateNumber,
      expected_date: input.expectedDate,
    },
  );

/** The customer cancels a door pickup not yet picked up (nothing had moved; its reservation ends). Again: no change. */
export async function cancelDoorPickup(
  deps: LedgerDeps,
  actor: Actor,
  id: string,
): Promise<TrayReturnDetail> {
  const scope = { companyId: actor.companyId, channel: 'toDoor' } as const;
  const found = await loadReturn(deps.db, id, scope);
  await transitionWithLedger(deps, {
    ...doorPickupKind,
    id,
    from: found.status as ReturnStatus,
    to: 'cancelled',
    set: (now) => ({ cancelled_at: now }),
    ledger: () => ({ counters: [reservation(found, -1)] }),
  });
  return readReturn(deps.db, id, scope);
}
