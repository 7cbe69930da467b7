import type { CertificationState } from '../../../src/contract/certification';
import { defineStateMachine } from '../ledger';

/** The certification state machine of src/contract/certification.ts (the model's diagram). */
export const certificationStates = defineStateMachine<CertificationState>({
  companyInfo: ['credentials'],
  credentials: ['remittance'],
  remittance: ['signing', 'remitLocked'],
  remitLocked: ['remittance'],
  signing: ['certified'],
  certified: [],
});
