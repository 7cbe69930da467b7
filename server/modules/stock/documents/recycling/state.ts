import type { RecyclingStatus } from '../../../../../src/contract/stock';
import { DOCUMENT_NAMES } from '../../labels';
import { defineStateMachine, type DocumentKind } from '../../../ledger';

/** Recycling application: applied → collected (the platform picks up) | cancelled (the applicant). */
export const recyclingStates = defineStateMachine<RecyclingStatus>({
  applied: ['collected', 'cancelled'],
  collected: [],
  cancelled: [],
});

export const recyclingKind: DocumentKind<RecyclingStatus> = {
  table: 'recycling_applications',
  machine: recyclingStates,
  documentName: () => DOCUMENT_NAMES.recycling,
};
