import type { TransferStatus } from '../../../../../src/contract/stock';
import { DOCUMENT_NAMES } from '../../labels';
import { defineStateMachine, type DocumentKind } from '../../../ledger';

/** Transfer: pending → accepted (the receiver signs) | cancelled (the sender, while pending). */
export const transferStates = defineStateMachine<TransferStatus>({
  pending: ['accepted', 'cancelled'],
  accepted: [],
  cancelled: [],
});

export const transferKind: DocumentKind<TransferStatus> = {
  table: 'transfers',
  machine: transferStates,
  documentName: DOCUMENT_NAMES.transfer,
};
