/**
 * Transfer disputes (issue 17 item 2). The receiving company may accept, correct or reject a transfer
 * within the notification window (TRANSFER_DISPUTE_DAYS of the server, default 60 days, counted from the
 * transfer's creation); after it, a transfer still pending is accepted as sent.
 *
 * - Correct a pending transfer: the receiver names a warehouse of its own and the quantity it counted
 *   (≥ 1, not the sent quantity) with a reason. It takes in what it counted; the difference moves back
 *   to the sender's warehouse (fewer counted) or leaves it (more counted, if its stock covers it).
 * - Correct an accepted transfer (the receiver counted after signing): both balances move by the
 *   difference.
 * - Reject a pending transfer with a reason: every pallet returns to the sender.
 * Ledger entries are never edited: each difference is a new entry of kind transferCorrection (调拨更正),
 * booked at the time of the entry it corrects (the sender's at the transfer's creation, the receiver's
 * at its signing), so the bills of the periods it touches change (a frozen one through a 调整 line on
 * the next bill). The sender's company is told by message. The same requestId again answers the same
 * transfer; a second dispute of a decided transfer is refused. Every Transfer names the window's end
 * (disputableUntil) while its state allows a dispute, so a page offers 更正数量 and 拒收 only until then.
 * Permission: yelopack-stock-sign-sign (the receiver's sign list), the receiver company only.
 */
import type { Idempotent } from './stock';

/** The window when the server's configuration names none (days from the transfer's creation). */
export const DEFAULT_TRANSFER_DISPUTE_DAYS = 60;

/** The longest reason (characters). */
export const DISPUTE_REASON_MAX = 200;

/** POST transferDispute/correct → Transfer */
export interface CorrectTransferRequest extends Idempotent {
  id: string;
  /** Pending transfers: the receiver's warehouse that takes the pallets in (accepted: the signed one). */
  warehouseId?: string;
  /** The quantity the receiver counted: ≥ 1 and not the sent quantity. */
  correctedQuantity: number;
  reason: string;
}

/** POST transferDispute/reject → Transfer (pending transfers only) */
export interface RejectTransferRequest extends Idempotent {
  id: string;
  reason: string;
}
