import type { RecyclingStatus } from '../../../../../src/contract/stock';
import { defineStateMachine } from '../state-machine';

/** Recycling application: applied → collected (the platform picks up) | cancelled (the applicant). */
export const recyclingStates = defineStateMachine<RecyclingStatus>({
  applied: ['collected', 'cancelled'],
  collected: [],
  cancelled: [],
});
