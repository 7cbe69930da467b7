import type { FrozenBillState } from '../../../src/contract/bills';
import { defineStateMachine, type DocumentKind } from '../ledger';
import { BILL_DOCUMENT_NAME, BILL_STATE_NAMES, BILL_TRANSITION_VERBS } from './labels';

/**
 * A frozen client bill: pending 待审核 → audited 已审核 | rejected 已驳回. Both ends are final: a
 * rejected bill lives on as its regenerated successor (a new pending bill), an audited one is settled.
 */
export const clientBillStates = defineStateMachine<FrozenBillState>({
  pending: ['audited', 'rejected'],
  audited: [],
  rejected: [],
});

export const clientBillKind: DocumentKind<FrozenBillState> = {
  table: 'bills',
  machine: clientBillStates,
  documentName: BILL_DOCUMENT_NAME,
  wording: { statuses: BILL_STATE_NAMES, verbs: BILL_TRANSITION_VERBS },
};
