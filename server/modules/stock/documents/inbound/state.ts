import type { InboundStatus } from '../../../../../src/contract/stock';
import { defineStateMachine } from '../state-machine';

/** Inbound order: inTransit → signed (received quantity and difference recorded) → completed. */
export const inboundStates = defineStateMachine<InboundStatus>({
  inTransit: ['signed'],
  signed: ['completed'],
  completed: [],
});
