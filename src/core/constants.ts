/** Business constants and limits of SPEC §9. */
import type { RoleValue } from '../contract/auth';
import { protocolNameOf } from '../contract/contracts';

export const REQUEST_TIMEOUT_MS = 60_000;
export const VERSION_POLL_MS = 600_000;
export const UPDATE_NOTICE_DELAY_MS = 10_000;
export const TOAST_MS = 2_000;
/** Toast duration of errcode 70003 (must-read notice). */
export const MUST_READ_TOAST_MS = 10_000;
export const DEFAULT_COMPANY_TYPE = '4';
export const DEFAULT_ROLE: RoleValue = 1;
export const ROLE_VALUES: readonly RoleValue[] = [1, 2, 5, 6, 7];
/** Layout baseline and minimum width in px. */
export const DESIGN_WIDTH = 1366;
export const TRACE_ID_LENGTH = 32;
export const PLATE_LENGTHS: readonly number[] = [7, 8];
/** applicationId sent to permission/loadMenuAndPermission when the caller names none. */
export const APPLICATION_ID = 'yelopack-portal';

/** The agreement a contract version names (SPEC §9). */
export const protocolName = (version: string): string => protocolNameOf(version.trim());

export function isRoleValue(value: unknown): value is RoleValue {
  return ROLE_VALUES.includes(value as RoleValue);
}
