/** What the detail page needs to know of an inbound order or a transfer, in one shape. Pure. */
import type { InboundOrder, Transfer } from '../../../contract/stock';
import type { SourceType } from '../api';
import { INBOUND_STATUS_LABELS, signDetailLabels, TRANSFER_STATUS_LABELS } from '../labels';

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
}

export function viewOf(sourceType: SourceType, document: InboundOrder | Transfer): SignDocumentView {
  if (sourceType === 'transfer') {
    const transfer = document as Transfer;
    const accepted = transfer.status === 'accepted';
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
      // A transfer is accepted whole: what was sent is what arrived.
      receivedQuantity: accepted ? transfer.quantity : null,
      differenceReason: '',
      signedAt: accepted ? transfer.updatedAt : null,
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
  };
}
