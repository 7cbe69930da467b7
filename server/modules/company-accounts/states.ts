import type { AccountStatus, RoleStatus } from '../../../src/contract/company-accounts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../src/contract/company-admin';
import { defineStateMachine } from '../ledger';

/**
 * A sub-account: active ⇄ disabled, either → deleted (final; the row is kept for what references it,
 * see account-writes.ts). Enabling an active account is a no-op repeat, not a transition.
 */
export type AccountState = AccountStatus | 'deleted';

export const accountStates = defineStateMachine<AccountState>({
  active: ['disabled', 'deleted'],
  disabled: ['active', 'deleted'],
  deleted: [],
});

/** A custom role: enabled ⇄ disabled; deleting it removes the row (only while no account holds it). */
export const roleStates = defineStateMachine<RoleStatus>({
  enabled: ['disabled'],
  disabled: ['enabled'],
});

/**
 * An application to become the administrator: pending until the administrator grants it (by transferring
 * to the applicant) or declines it, or until it expires after APPLICATION_VALID_DAYS; the three are final.
 */
export const applicationStates = defineStateMachine<ApplicationStatus>({
  pending: ['granted', 'declined', 'expired'],
  granted: [],
  declined: [],
  expired: [],
});

/** The states an application may move to `to` from: the guard of each conditional update that moves it. */
export const applicationSources = (to: ApplicationStatus): ApplicationStatus[] =>
  APPLICATION_STATUSES.filter((from) => applicationStates.canTransition(from, to));
