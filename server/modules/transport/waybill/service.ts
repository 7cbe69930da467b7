import type {
  BatchConfirmResult,
  CreateWaybillRequest,
  Waybill,
  WaybillStatus,
} from '../../../../src/contract/transport';
import { businessError, fieldError } from '../../../http/envelope';
import {
  type Actor,
  applyMovements,
  type BalanceKey,
  type CounterMove,
  createdBefore,
  insertOnce,
  inTransaction,
  iso,
  type LedgerDeps,
  type Movement,
  requireAvailable,
  transitionDocument,
  transitionWithLedger,
} from '../../ledger';
import { requireCompany, requireTrayType, requireWarehouseOf, STOCK_LABELS } from '../../stock';
import { recordWebhookEvent } from '../../webhooks';
import { TRANSPORT_LABELS, WAYBILL_STATUS_NAMES } from '../labels';
import { transportDb, type WaybillsTable } from '../tables';
import { readWaybill } from './read';
import { waybillKind } from './state';

/** The sender's own balance the pallets leave, and the receiver's balance they travel towards (owner = sender). */
const senderKey = (w: WaybillsTable): BalanceKey => ({
  holder: w.from_company_id,
  warehouse: w.from_warehouse_id,
  trayType: w.tray_type_code,
  owner: w.owner_company_id,
});
const receiverKey = (w: WaybillsTable): BalanceKey => ({
  holder: w.to_company_id,
  warehouse: w.to_warehouse_id,
  trayType: w.tray_type_code,
  owner: w.owner_company_id,
});
const documentOf = (w: WaybillsTable) =>
  ({ documentType: 'saleOutbound', documentId: w.id, documentNo: w.document_no }) as const;

/**
 * A sale outbound to a downstream client of the sender: a waybill waiting to leave (待出库); no pallet moves
 * until the TMS reports departure. The same requestId again returns the first waybill.
 */
export async function createWaybill(
  deps: LedgerDeps,
  actor: Actor,
  input: CreateWaybillRequest,
): Promise<Waybill> {
  const key = {
    table: 'waybills',
    creatorColumn: 'from_company_id',
    creatorId: actor.companyId,
    requestId: input.requestId,
  } as const;
  const repeated = await createdBefore(deps.db, key);
  if (repeated) return readWaybill(deps.db, repeated, actor.companyId);
  if (input.toCompanyId === actor.companyId) throw businessError(STOCK_LABELS.cannotShipToSelf);
  const client = await requireCompany(deps.db, input.toCompanyId);
  if (client.parentCompanyId !== actor.companyId) throw businessError(STOCK_LABELS.notDownstreamClient);
  await requireWarehouseOf(deps.db, actor.companyId, input.fromWarehouseId);
  await requireWarehouseOf(deps.db, input.toCompanyId, input.toWarehouseId);
  await requireTrayType(deps.db, input.trayTypeCode);
  // Departure takes the pallets (and refuses then if they are gone); a waybill for more than is available now is refused early.
  await requireAvailable(
    deps.db,
    {
      holder: actor.companyId,
      warehouse: input.fromWarehouseId,
      trayType: input.trayTypeCode,
      owner: actor.companyId,
    },
    input.quantity,
  );

  const id = await insertOnce<WaybillsTable>(deps, key, {
    documentType: 'saleOutbound',
    values: {
      status: 'created',
      tray_type_code: input.trayTypeCode,
      quantity: input.quantity,
      remark: input.remark ?? '',
      from_company_id: actor.companyId,
      from_warehouse_id: input.fromWarehouseId,
      to_company_id: input.toCompanyId,
      to_warehouse_id: input.toWarehouseId,
      owner_company_id: actor.companyId,
      plate_number: input.plateNumber,
      driver_name: input.driverName ?? '',
      driver_phone: input.driverPhone ?? '',
      vehicle_provider: input.vehicleProvider ?? null,
      departed_at: null,
      arrived_at: null,
      confirmed_at: null,
      deleted_at: null,
    },
    onInserted: async () => {},
  });
  return readWaybill(deps.db, id, actor.companyId);
}

/** The waybill a platform event names (by number or id), of any company; none → 运单不存在. */
async function waybillNamed(deps: LedgerDeps, ref: { waybillNo?: string; id?: string }) {
  if (!ref.waybillNo && !ref.id) throw businessError(TRANSPORT_LABELS.waybillRequired);
  let query = transportDb(deps.db).selectFrom('waybills').selectAll();
  if (ref.id) query = query.where('id', '=', ref.id);
  if (ref.waybillNo) query = query.where('document_no', '=', ref.waybillNo);
  const row = await query.executeTakeFirst();
  if (!row) throw businessError(TRANSPORT_LABELS.waybillNotFound);
  return row;
}

/** Steps already behind a waybill: a late or repeated TMS report of them changes nothing. */
const PASSED: Record<'inTransit' | 'arrived', readonly WaybillStatus[]> = {
  inTransit: ['inTransit', 'arrived', 'confirmed'],
  arrived: ['arrived', 'confirmed'],
};

export interface WaybillEvent {
  waybillNo?: string;
  id?: string;
  /** When it happened (epoch ms); the server's clock when the TMS does not say. */
  at?: number;
}

/** How far the TMS's clock may run ahead of the server's. */
const TMS_CLOCK_SKEW_MS = 5 * 60_000;

/** Refuses (2003 at) a report dated later than the server's clock allows: its ledger would run ahead of time. */
function refuseFutureTime(deps: LedgerDeps, event: WaybillEvent): void {
  if (event.at !== undefined && event.at > deps.clock() + TMS_CLOCK_SKEW_MS)
    throw fieldError('at', TRANSPORT_LABELS.eventInFuture);
}

/**
 * The TMS reports the vehicle left: the sender's own pallets leave (saleOut) and the receiver's in-transit
 * rises (owner = sender). Reported again, or after arrival, it changes nothing.
 */
export async function departWaybill(deps: LedgerDeps, event: WaybillEvent): Promise<Waybill> {
  refuseFutureTime(deps, event);
  const w = await waybillNamed(deps, event);
  if (!PASSED.inTransit.includes(w.status)) {
    await transitionWithLedger(deps, {
      ...waybillKind,
      id: w.id,
      from: w.status,
      to: 'inTransit',
      set: (now) => ({ departed_at: event.at ?? now }),
      ledger: () => ({
        movements: [{ ...senderKey(w), delta: -w.quantity, kind: 'saleOut', ...documentOf(w) }],
        counters: [{ ...receiverKey(w), counter: 'inTransit', delta: w.quantity }],
      }),
    });
  }
  return readWaybill(deps.db, w.id, w.from_company_id);
}

/**
 * The TMS reports the vehicle arrived (no pallet moves until the sender confirms); the sender's and the
 * receiver's webhooks are told (waybill.arrived). Again: no change.
 */
export async function arriveWaybill(deps: LedgerDeps, event: WaybillEvent): Promise<Waybill> {
  refuseFutureTime(deps, event);
  const w = await waybillNamed(deps, event);
  if (event.at !== undefined && w.departed_at !== null && event.at < w.departed_at)
    throw fieldError('at', TRANSPORT_LABELS.arrivalBeforeDeparture);
  // A departure believed from a TMS clock a little ahead may lie after the server's now.
  const arrivedAt = (now: number) => event.at ?? Math.max(now, w.departed_at ?? now);
  if (!PASSED.arrived.includes(w.status)) {
    await transitionWithLedger(deps, {
      ...waybillKind,
      id: w.id,
      from: w.status,
      to: 'arrived',
      set: (now) => ({ arrived_at: arrivedAt(now) }),
      then: async (trx, now) => {
        const data = {
          waybillId: w.id,
          documentNo: w.document_no,
          fromCompanyId: w.from_company_id,
          toCompanyId: w.to_company_id,
          trayTypeCode: w.tray_type_code,
          quantity: w.quantity,
          arrivedAt: iso(arrivedAt(now)),
        };
        for (const company of [w.from_company_id, w.to_company_id])
          await recordWebhookEvent(trx, company, 'waybill.arrived', data, now);
      },
    });
  }
  return readWaybill(deps.db, w.id, w.from_company_id);
}

/**
 * The sender confirms the arrival of its waybills, all or nothing in one transaction: any id that is not
 * the company's, or not arrived, refuses the whole call naming the waybill; ids already confirmed (or
 * repeated) are skipped. Each confirmed waybill moves the receiver's in-transit to on-hand (saleIn).
 */
export async function batchConfirmArrival(
  deps: LedgerDeps,
  actor: Actor,
  ids: readonly string[],
): Promise<BatchConfirmResult> {
  const unique = [...new Set(ids)];
  return inTransaction(deps.db, async (trx) => {
    const now = deps.clock();
    const rows = await transportDb(trx)
      .selectFrom('waybills')
      .selectAll()
      .where('id', 'in', unique)
      .where('from_company_id', '=', actor.companyId)
      // Rows are updated in id order, so concurrent batches over the same waybills cannot deadlock.
      .orderBy('id')
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of unique) {
      const row = byId.get(id);
      if (!row) throw businessError(TRANSPORT_LABELS.notFoundInBatch(id));
      if (row.status !== 'arrived' && row.status !== 'confirmed')
        throw businessError(
          TRANSPORT_LABELS.notConfirmable(row.document_no, WAYBILL_STATUS_NAMES[row.status]),
        );
    }
    const movements: Movement[] = [];
    const counters: CounterMove[] = [];
    for (const row of rows) {
      const moved = await transitionDocument(trx, {
        ...waybillKind,
        id: row.id,
        from: row.status,
        to: 'confirmed',
        now,
        set: { confirmed_at: now },
      });
      if (!moved) continue;
      movements.push({ ...receiverKey(row), delta: row.quantity, kind: 'saleIn', ...documentOf(row) });
      counters.push({ ...receiverKey(row), counter: 'inTransit', delta: -row.quantity });
    }
    // One call for the whole batch: balance rows are locked in key order.
    await applyMovements(trx, now, { movements, counters });
    return { confirmed: movements.length, skipped: unique.length - movements.length };
  });
}

/** Deletes a waybill still waiting to leave (kept, hidden from lists). Deleting again changes nothing. */
export async function deleteWaybill(deps: LedgerDeps, actor: Actor, id: string): Promise<Waybill> {
  const w = await readWaybill(deps.db, id, actor.companyId);
  await transitionWithLedger(deps, {
    ...waybillKind,
    id,
    from: w.status,
    to: 'deleted',
    set: (now) => ({ deleted_at: now }),
  });
  return readWaybill(deps.db, id, actor.companyId);
}
