import type { ReturnStatus, TransportRecordStatus } from '../../../src/contract/returns';
import { defineStateMachine, type DocumentKind } from '../ledger';
import { RETURN_DOCUMENT_NAMES, RETURN_STATUS_NAMES, RETURN_TRANSITION_VERBS } from './labels';

const none: readonly ReturnStatus[] = [];
const wording = { statuses: RETURN_STATUS_NAMES, verbs: RETURN_TRANSITION_VERBS };

/** 上门取件: booked → pickedUp (the platform picks up) → received (the depot signs) | booked → cancelled. */
export const doorPickupStates = defineStateMachine<ReturnStatus>({
  booked: ['pickedUp', 'cancelled'],
  pickedUp: ['received'],
  submitted: none,
  received: none,
  cancelled: none,
});

/** 自行归还: submitted → received (the depot signs). */
export const selfReturnStates = defineStateMachine<ReturnStatus>({
  booked: none,
  pickedUp: none,
  submitted: ['received'],
  received: none,
  cancelled: none,
});

/** A transport record: pending → confirmed (the customer confirms it as a return). */
export const transportRecordStates = defineStateMachine<TransportRecordStatus>({
  pending: ['confirmed'],
  confirmed: [],
});

export const doorPickupKind: DocumentKind<ReturnStatus> = {
  table: 'tray_returns',
  machine: doorPickupStates,
  documentName: () => RETURN_DOCUMENT_NAMES.trayReturn,
  wording,
};
export const selfReturnKind: DocumentKind<ReturnStatus> = { ...doorPickupKind, machine: selfReturnStates };
