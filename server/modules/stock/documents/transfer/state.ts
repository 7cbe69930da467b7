import type { TransferStatus } from '../../../../../src/contract/stock';
import { defineStateMachine } from '../state-machine';

/** Transfer: pending → accepted (the receiver signs) | cancelled (the sender, while pending). */
export const transferStates = defineStateMachine<TransferStatus>({
  pending: ['accepted', 'cancelled'],
  accepted: [],
  cancelled: [],
});
