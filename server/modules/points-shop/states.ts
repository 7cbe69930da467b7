import type { ScoreOrderState } from '../../../src/contract/points-shop';
import { defineStateMachine, type DocumentKind } from '../ledger';
import { SCORE_ORDER_STATE_LABELS } from '../../../src/contract/points-shop';
import { SHOP_DOCUMENT_NAMES, SHOP_TRANSITION_VERBS } from './labels';

/**
 * A shop order: toShip 待发货 → shipped 已发货 (the platform ships) → completed 已完成 (the buyer confirms
 * receipt), or toShip → cancelled 已取消 (the buyer, before shipping). Virtual goods are created
 * completed; completed and cancelled are final.
 */
export const shopOrderStates = defineStateMachine<ScoreOrderState>({
  toShip: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
});

export const shopOrderKind: DocumentKind<ScoreOrderState> = {
  table: 'shop_orders',
  machine: shopOrderStates,
  documentName: () => SHOP_DOCUMENT_NAMES.order,
  wording: { statuses: SCORE_ORDER_STATE_LABELS, verbs: SHOP_TRANSITION_VERBS },
};
