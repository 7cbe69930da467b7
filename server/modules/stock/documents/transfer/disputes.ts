import type {
  CorrectTransferRequest,
  RejectTransferRequest,
} from '../../../../../src/contract/transfer-disputes';
import type { Transfer, TransferStatus } from '../../../../../src/contract/stock';
import type { Notifier } from '../../../../live/notifier';
import { businessError, fieldError } from '../../../../http/envelope';
import {
  type Actor,
  applyMovements,
  type BalanceKey,
  inTransaction,
  LEDGER_LABELS,
  type LedgerChange,
  type Movement,
  STATUS_NAMES,
  TRANSITION_VERBS,
  transitionDocument,
} from '../../../ledger';
import { announceMessage, storeMessage } from '../../../messages';
import {
  DOCUMENT_NAMES,
  STOCK_LABELS,
  TRANSFER_DISPUTE_LABELS as L,
  TRANSFER_DISPUTE_WORDING,
} from '../../labels';
import { requireWarehouseOf } from '../lookups';
import { disputeWindowEnd, readTransfer, type TransferDeps, transferRowOf } from './read';
import { transferKind } from './state';

/** What a dispute needs besides a transfer's: the notifier of the sender's message. */
export interface DisputeDeps extends TransferDeps {
  notifier: Notifier;
}

/** The receiver's account deciding (kept on the transfer as disputed_by). */
export interface Disputer extends Actor {
  accountId: string;
}

type TransferRow = Awaited<ReturnType<typeof transferRowOf>>;
type Decision =
  | { to: 'corrected'; quantity: number; warehouseId: string | null }
  | { to: 'rejected'; quantity: 0; warehouseId: null };

/** Ledger changes booked at one time (now, or the time of the entry they correct). */
interface Booking {
  at: number;
  change: LedgerChange;
}

/** 调拨单当前为「已更正」，不能拒收: the refusal of a dispute the transfer's state no longer allows. */
const stateChanged = (status: string, to: TransferStatus) => {
  const statuses: Record<string, string> = { ...STATUS_NAMES, ...TRANSFER_DISPUTE_WORDING.statuses };
  const verbs: Record<string, string> = { ...TRANSITION_VERBS, ...TRANSFER_DISPUTE_WORDING.verbs };
  return businessError(
    LEDGER_LABELS.transitionRefused(DOCUMENT_NAMES.transfer, statuses[status] ?? status, verbs[to] ?? to),
  );
};

const senderKey = (t: TransferRow): BalanceKey => ({
  holder: t.from_company_id,
  warehouse: t.from_warehouse_id,
  trayType: t.tray_type_code,
  owner: t.owner_company_id,
});

const receiverKey = (t: TransferRow, warehouse: string): BalanceKey => ({
  holder: t.to_company_id,
  warehouse,
  trayType: t.tray_type_code,
  owner: t.to_company_id,
});

const movement = (t: TransferRow, key: BalanceKey, delta: number, kind: Movement['kind']): Movement => ({
  ...key,
  delta,
  kind,
  documentType: 'transfer',
  documentId: t.id,
  documentNo: t.document_no,
});

/**
 * The ledger of a dispute. Pending: the receiver's awaiting count falls by what was sent, a correction
 * takes the counted pallets in (transferIn, now, as signing does), and the difference (all of it on a
 * rejection) goes back to the sender's warehouse at the time it left (transferCorrection, either sign).
 * Accepted: the receiver's signed warehouse moves by (counted − sent) at the signing time, the sender's
 * by (sent − counted) at the time it left. Never an edit of an entry.
 */
function bookings(t: TransferRow, decision: Decision, now: number): Booking[] {
  const back = t.quantity - decision.quantity;
  const sender: Booking = {
    at: Number(t.created_at),
    change: { movements: [movement(t, senderKey(t), back, 'transferCorrection')] },
  };
  if (t.status === 'accepted') {
    const signedWarehouse = t.to_warehouse_id as string;
    const receiver: Booking = {
      at: Number(t.signed_at),
      change: { movements: [movement(t, receiverKey(t, signedWarehouse), -back, 'transferCorrection')] },
    };
    return [receiver, sender];
  }
  const awaiting = { ...receiverKey(t, t.awaiting_warehouse_id), counter: 'awaitingSignature' as const };
  const signing: Booking = {
    at: now,
    change: {
      movements: decision.warehouseId
        ? [movement(t, receiverKey(t, decision.warehouseId), decision.quantity, 'transferIn')]
        : [],
      counters: [{ ...awaiting, delta: -t.quantity }],
    },
  };
  return [signing, sender];
}

/**
 * The bookings in the order of their balances' keys. Each booking's balances share one holder (sender or
 * receiver) and applyMovements sorts within a booking, so every dispute locks balance rows in key order,
 * as every other ledger write does: two disputes of opposite transfers cannot wait on each other.
 */
const lockKey = (booking: Booking): string => {
  // Every booking moves or counts at least one balance.
  const key: BalanceKey = [...(booking.change.movements ?? []), ...(booking.change.counters ?? [])][0]!;
  return [key.holder, key.warehouse, key.trayType, key.owner].join('\u0000');
};
const inLockOrder = (list: Booking[]): Booking[] =>
  [...list].sort((a, b) => (lockKey(a) < lockKey(b) ? -1 : lockKey(a) > lockKey(b) ? 1 : 0));

/** The message to the sender's company: document number, quantities and the reason (in each language). */
const senderMessage = (t: TransferRow, receiverName: string, decision: Decision, reason: string) => () =>
  decision.to === 'corrected'
    ? {
        title: L.correctedTitle,
        content: L.corrected(t.document_no, receiverName, t.quantity, decision.quantity, reason),
      }
    : { title: L.rejectedTitle, content: L.rejected(t.document_no, receiverName, t.quantity, reason) };

/**
 * The receiver decides a transfer it receives (correct or reject): refused once the transfer's state no
 * longer allows it or the window has closed; the transition, the ledger and the sender's message in one
 * transaction (the message's unread signal after it commits). The request that decided it, asked again, answers the transfer (even when it raced itself).
 */
async function dispute(
  deps: DisputeDeps,
  actor: Disputer,
  input: { id: string; requestId: string; reason: string },
  to: Decision['to'],
  decide: (t: TransferRow) => Decision,
): Promise<Transfer> {
  const t = await transferRowOf(deps, input.id, 'to_company_id', actor.companyId);
  if (t.dispute_request_id === input.requestId) return readTransfer(deps, t.id, actor.companyId);
  if (!transferKind.machine.canTransition(t.status as TransferStatus, to)) throw stateChanged(t.status, to);
  const decision = decide(t);
  const windowDays = deps.config.transferDisputeDays;
  if (deps.clock() > (disputeWindowEnd(Number(t.created_at), t.status, windowDays) ?? 0))
    throw businessError(L.windowClosed(windowDays));
  const reason = input.reason.trim();
  if (!reason) throw fieldError('reason', L.reasonRequired);
  if (decision.to === 'corrected' && decision.quantity === t.quantity)
    throw fieldError('correctedQuantity', L.sameQuantity);
  if (decision.warehouseId) await requireWarehouseOf(deps.db, actor.companyId, decision.warehouseId);
  const receiverName = (await readTransfer(deps, t.id, actor.companyId)).toCompanyName;

  try {
    await inTransaction(deps.db, async (trx) => {
      const now = deps.clock();
      const signs = t.status === 'pending' && decision.to === 'corrected';
      const moved = await transitionDocument(trx, {
        ...transferKind,
        id: t.id,
        from: t.status as TransferStatus,
        to: decision.to,
        now,
        set: {
          ...(signs ? { to_warehouse_id: decision.warehouseId, signed_at: now } : {}),
          corrected_quantity: decision.to === 'corrected' ? decision.quantity : null,
          dispute_reason: reason,
          disputed_at: now,
          disputed_by: actor.accountId,
          dispute_request_id: input.requestId,
        },
      });
      // Another request decided it first (the guarded update found it in this very state).
      if (!moved) throw stateChanged(decision.to, decision.to);
      for (const booking of inLockOrder(bookings(t, decision, now)))
        await applyMovements(trx, now, booking.change, booking.at);
      await storeMessage(
        { db: trx, clock: deps.clock },
        {
          companyId: t.from_company_id,
          type: 'business',
          texts: senderMessage(t, receiverName, decision, reason),
        },
      );
    });
  } catch (error) {
    const latest = await transferRowOf(deps, t.id, 'to_company_id', actor.companyId);
    if (latest.dispute_request_id !== input.requestId) throw error;
    return readTransfer(deps, t.id, actor.companyId);
  }
  await announceMessage(deps, { companyId: t.from_company_id });
  return readTransfer(deps, t.id, actor.companyId);
}

/** The receiver corrects a transfer to the quantity it counted (pending: into a warehouse of its own). */
export function correctTransfer(
  deps: DisputeDeps,
  actor: Disputer,
  input: CorrectTransferRequest,
): Promise<Transfer> {
  return dispute(deps, actor, input, 'corrected', (t) => {
    const pending = t.status === 'pending';
    if (pending && !input.warehouseId) throw fieldError('warehouseId', STOCK_LABELS.warehouseRequired);
    return {
      to: 'corrected',
      quantity: input.correctedQuantity,
      warehouseId: pending ? (input.warehouseId as string) : null,
    };
  });
}

/** The receiver rejects a pending transfer: every pallet goes back to the sender. */
export function rejectTransfer(
  deps: DisputeDeps,
  actor: Disputer,
  input: RejectTransferRequest,
): Promise<Transfer> {
  return dispute(deps, actor, input, 'rejected', () => ({
    to: 'rejected',
    quantity: 0,
    warehouseId: null,
  }));
}
