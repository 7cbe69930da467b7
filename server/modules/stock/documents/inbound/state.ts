import type { InboundStatus } from '../../../../../src/contract/stock';
import { DOCUMENT_NAMES } from '../../labels';
import { defineStateMachine, type DocumentKind } from '../../../ledger';

/** Inbound order: inTransit → signed (received quantity and difference recorded) → completed. */
export const inboundStates = defineStateMachine<InboundStatus>({
  inTransit: ['signed'],
  signed: ['completed'],
  completed: [],
});

export const inboundKind: DocumentKind<InboundStatus> = {
  table: 'inbound_orders',
  machine: inboundStates,
  documentName: () => DOCUMENT_NAMES.inboundOrder,
};
