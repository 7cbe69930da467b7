import { describe, expect, it } from 'vitest';
import { certificationStates } from './states';

describe('certification state machine', () => {
  it('walks info → credentials → remittance → signing → certified, with the lock and its way back', () => {
    expect(certificationStates.transitions).toEqual({
      companyInfo: ['credentials'],
      credentials: ['remittance'],
      remittance: ['signing', 'remitLocked'],
      remitLocked: ['remittance'],
      signing: ['certified'],
      certified: [],
    });
  });

  it('skips no step and never leaves certified', () => {
    expect(certificationStates.canTransition('credentials', 'signing')).toBe(false);
    expect(certificationStates.canTransition('remitLocked', 'signing')).toBe(false);
    expect(certificationStates.canTransition('certified', 'companyInfo')).toBe(false);
  });
});
