import type { FrozenBillState } from '../../../src/contract/bills';
import type { PaymentState, StatementState } from '../../../src/contract/statements';
import { defineStateMachine, type DocumentKind } from '../ledger';
import {
  BILL_DOCUMENT_NAMES,
  BILL_STATE_NAMES,
  BILL_TRANSITION_VERBS,
  STATEMENT_STATE_NAMES,
  STATEMENT_TRANSITION_VERBS,
} from './labels';

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
  documentName: () => BILL_DOCUMENT_NAMES.bill,
  wording: { statuses: BILL_STATE_NAMES, verbs: BILL_TRANSITION_VERBS },
};

/** A platform statement: pending 待确认 → confirmed 已确认 (final: its payment carries on). */
export const statementStates = defineStateMachine<StatementState>({
  pending: ['confirmed'],
  confirmed: [],
});

export const statementKind: DocumentKind<StatementState> = {
  table: 'settle_statements',
  machine: statementStates,
  documentName: () => BILL_DOCUMENT_NAMES.statement,
  wording: { statuses: STATEMENT_STATE_NAMES, verbs: STATEMENT_TRANSITION_VERBS },
};

/**
 * A statement's payment: unpaid 待付款 → paid 已付款 once nothing remains (confirmPay's guarded update
 * moves it; a pay on a paid payment is refused with this machine's wording).
 */
export const paymentStates = defineStateMachine<PaymentState>({
  unpaid: ['paid'],
  paid: [],
});
