import { defineStateMachine } from '../../../ledger';

/** Overdue deduction: written charged and final; a mistake is corrected by a new document, never by an edit. */
export type DeductionStatus = 'charged';
export const deductionStates = defineStateMachine<DeductionStatus>({ charged: [] });
