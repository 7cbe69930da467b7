import type { ShipmentStatus } from '../../../../../src/contract/stock';
import { defineStateMachine } from '../../../ledger';

/** Sale outbound and circulation: inTransit → arrived (the receiver confirms). */
export const shipmentStates = defineStateMachine<ShipmentStatus>({
  inTransit: ['arrived'],
  arrived: [],
});
