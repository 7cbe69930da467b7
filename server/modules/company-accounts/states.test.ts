import { describe, expect, it } from 'vitest';
import { accountStates, applicationSources, applicationStates, roleStates } from './states';

describe('account and role state machines', () => {
  it('moves an account between active and disabled, and either to deleted, never back', () => {
    expect(accountStates.transitions).toEqual({
      active: ['disabled', 'deleted'],
      disabled: ['active', 'deleted'],
      deleted: [],
    });
    expect(accountStates.canTransition('deleted', 'active')).toBe(false);
    expect(accountStates.canTransition('disabled', 'active')).toBe(true);
  });

  it('moves a role between enabled and disabled', () => {
    expect(roleStates.transitions).toEqual({ enabled: ['disabled'], disabled: ['enabled'] });
    expect(roleStates.canTransition('enabled', 'enabled')).toBe(false);
  });

  it('decides an administrator application once: granted, declined or expired, each final', () => {
    expect(applicationStates.transitions).toEqual({
      pending: ['granted', 'declined', 'expired'],
      granted: [],
      declined: [],
      expired: [],
    });
    expect(applicationStates.canTransition('declined', 'granted')).toBe(false);
    expect(applicationStates.canTransition('expired', 'pending')).toBe(false);
    // The guards of the updates that decide one: only a pending application moves.
    expect(applicationSources('declined')).toEqual(['pending']);
    expect(applicationSources('granted')).toEqual(['pending']);
    expect(applicationSources('pending')).toEqual([]);
  });
});
