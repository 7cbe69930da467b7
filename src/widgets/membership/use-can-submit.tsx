import { usePermissions } from '../../core';
import { membershipLabels as text } from './labels';

/**
 * Submitting a step needs center-account-vip-submit; without it the step says so instead of a button
 * (nothing is said while the permission set is still loading).
 */
export function useCanSubmit() {
  const { can, ready } = usePermissions();
  const allowed = can('center-account-vip-submit');
  return { allowed, notice: allowed || !ready ? null : <span role="note">{text.noSubmitCode}</span> };
}
