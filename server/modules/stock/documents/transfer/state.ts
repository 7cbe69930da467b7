import type { TransferStatus } from '../../../../../src/contract/stock';
import { DOCUMENT_NAMES, TRANSFER_DISPUTE_WORDING } from '../../labels';
import { defineStateMachine, type DocumentKind } from '../../../ledger';

/**
 * Transfer: pending → accepted (the receiver signs, or the window closes) | corrected | rejected (the
 * receiver's disputes) | cancelled (the sender, while pending); accepted → corrected (the receiver counted
 * after signing, within the window).
 */
export const transferStates = defineStateMachine<TransferStatus>({
  pending: ['accepted', 'corrected', 'rejected', 'cancelled'],
  accepted: ['corrected'],
  corrected: [],
  rejected: [],
  cancelled: [],
});

export const transferKind: DocumentKind<TransferStatus> = {
  table: 'transfers',
  machine: transferStates,
  documentName: () => DOCUMENT_NAMES.transfer,
  wording: TRANSFER_DISPUTE_WORDING,
};
