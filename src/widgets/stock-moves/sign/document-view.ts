/** What the detail page needs to know of an inbound order or a transfer, in one shape. Pure. */
import type { InboundOrder, Transfer } from '../../../contract/stock';
import type { SourceType } from '../api';
import { disputeLabels, INBOUND_STATUS_LABELS, signDetailLabels, TRANSFER_STATUS_LABELS } from '../labels';

export interface SignDocumentView {
  sourceType: SourceType;
  documentNo: string;
  statusLabel: string;
  /** Still waiting for my signature. */
  pending: boolean;
  /** Refused for good (a transfer its sender cancelled). */
  cancelled: boolean;
  from: string;
  /** Where the pallets went in ('' while a transfer waits for the receiver to choose). */
  warehouseName: string;
  plateNumber: string;
  quantity: number;
  receivedQuantity: number | null;
  differenceReason: string;
  signedAt: string | null;
  /** The receiver's disputes the transfer still allows (a pending one both, a signed one 更正数量). */
  disputes: ('correct' | 'reject')[];
  /** The end of the receiver's dispute window while the state allows a dispute (null otherwise). */
  disputableUntil: string | null;
  /** What became of a disputed transfer ('' otherwise). */
  disputeNote: string;
}

/** What the receiver took in: what was sent, what it counted, nothing (rejected), or not yet. */
function takenIn(transfer: Transfer): number | null {
  if (transfer.status === 'accepted') return transfer.quantity;
  if (transfer.status === 'corrected') return transfer.correctedQuantity;
  return transfer.status === 'rejected' ? 0 : null;
}

function disputeNote(transfer: Transfer): string {
  if (transfer.status === 'rejected') return disputeLabels.rejectedBanner;
  if (transfer.status === 'corrected' && transfer.correctedQuantity !== null)
    return disputeLabels.correctedBanner(transfer.quantity, transfer.correctedQuantity);
  return '';
}

const DISPUTES: Readonly<Record<Transfer['status'], ('correct' | 'reject')[]>> = {
  pending: ['correct', 'reject'],
  accepted: ['correct'],
  corrected: [],
  rejected: [],
  cancelled: [],
};

/** What the receiver may still do: nothing once the window has closed (the server refuses it then too). */
function disputesOf(transfer: Transfer, now: number): SignDocumentView['disputes'] {
  const open = transfer.disputableUntil !== null && now <= Date.parse(transfer.disputableUntil);
  return open ? DISPUTES[transfer.status] : [];
}

export function viewOf(
  sourceType: SourceType,
  document: InboundOrder | Transfer,
  now: number,
): SignDocumentView {
  if (sourceType === 'transfer') {
    const transfer = document as Transfer;
    return {
      sourceType,
      documentNo: transfer.documentNo,
      statusLabel: TRANSFER_STATUS_LABELS[transfer.status],
      pending: transfer.status === 'pending',
      cancelled: transfer.status === 'cancelled',
      from: `${transfer.fromCompanyName} · ${transfer.fromWarehouseName}`,
      warehouseName: transfer.toWarehouseName,
      plateNumber: '',
      quantity: transfer.quantity,
      receivedQuantity: takenIn(transfer),
      differenceReason: transfer.disputeReason,
      signedAt: transfer.status === 'accepted' ? transfer.updatedAt : transfer.disputedAt,
      disputes: disputesOf(transfer, now),
      disputableUntil: transfer.disputableUntil,
      disputeNote: disputeNote(transfer),
    };
  }
  const order = document as InboundOrder;
  return {
    sourceType,
    documentNo: order.documentNo,
    statusLabel: INBOUND_STATUS_LABELS[order.status],
    pending: order.status === 'inTransit',
    cancelled: false,
    from: signDetailLabels.inbound,
    warehouseName: order.warehouseName,
    plateNumber: order.plateNumber,
    quantity: order.quantity,
    receivedQuantity: order.receivedQuantity,
    differenceReason: order.differenceReason,
    signedAt: order.signedAt,
    disputes: [],
    disputableUntil: null,
    disputeNote: '',
  };
}
