import type { PointsStatementState } from '../../../src/contract/points';
import { defineStateMachine, type DocumentKind } from '../ledger';
import { POINTS_DOCUMENT_NAMES, POINTS_STATE_NAMES, POINTS_TRANSITION_VERBS } from './labels';

/**
 * A points statement: pending 待确认 → confirmed 已确认 | rejected 已驳回. Both ends are final: a
 * confirmed statement's points are in the pool, a rejected one is re-examined by the platform.
 */
export const pointsStatementStates = defineStateMachine<PointsStatementState>({
  pending: ['confirmed', 'rejected'],
  confirmed: [],
  rejected: [],
});

export const pointsStatementKind: DocumentKind<PointsStatementState> = {
  table: 'points_statements',
  machine: pointsStatementStates,
  documentName: () => POINTS_DOCUMENT_NAMES.statement,
  wording: { statuses: POINTS_STATE_NAMES, verbs: POINTS_TRANSITION_VERBS },
};
