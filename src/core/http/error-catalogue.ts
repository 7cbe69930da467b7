/** The client's handling of each errcode (DESIGN.md §2, SPEC §8). Pure: the http client acts on it. */
import { Errcode } from '../../contract/errcodes';
import { MUST_READ_TOAST_MS, TOAST_MS } from '../constants';

/**
 * 1 success · 0 system busy · -1 not logged in (login again, crumbs cleared) ·
 * -2 show the server's message · -3 login information changed (login again).
 */
export type HandlingClass = -1 | 0 | 1 | -2 | -3;

const CLASS_BY_ERRCODE = new Map<number, HandlingClass>([
  [Errcode.SUCCESS, 1],
  [Errcode.BUSINESS_FAILURE, -2],
  [Errcode.VALIDATION_FAILED, -2],
  [Errcode.NOT_LOGGED_IN, -1],
  [Errcode.TOKEN_INVALID, -1],
  [Errcode.TOKEN_EXPIRED, -1],
  [Errcode.KICKED, -3],
  [Errcode.ACCOUNT_DISABLED, -3],
  [Errcode.PASSWORD_CHANGED, -3],
  [Errcode.COMPANY_CHANGED, -3],
  [Errcode.NO_PERMISSION, -2],
  [Errcode.INTERNAL_ERROR, 0],
  // The must-read notice shows the server's message too, only longer (see toastDurationOf).
  [Errcode.MUST_READ, -2],
]);

/** Unknown codes count as a system failure (class 0). */
export function handlingClassOf(errcode: number): HandlingClass {
  return CLASS_BY_ERRCODE.get(errcode) ?? 0;
}

export function toastDurationOf(errcode: number): number {
  return errcode === Errcode.MUST_READ ? MUST_READ_TOAST_MS : TOAST_MS;
}

/** Classes after which the stored login is no longer valid. */
export function clearsLoginClass(handlingClass: HandlingClass): boolean {
  return handlingClass === -1 || handlingClass === -3;
}

export type ReturnOutcome =
  'success' | 'not-logged-in' | 'kicked' | 'passed-through' | 'business-failure' | 'unknown';

/** SPEC §8 "return status mapping used after calls in the helper layer". */
export function mapReturnStatus(code: number): { outcome: ReturnOutcome; clearsLogin: boolean } {
  if (code === Errcode.SUCCESS) return { outcome: 'success', clearsLogin: false };
  if (code === Errcode.BUSINESS_FAILURE) return { outcome: 'business-failure', clearsLogin: false };
  if (code === Errcode.MUST_READ) return { outcome: 'passed-through', clearsLogin: false };
  if (code === Errcode.KICKED) return { outcome: 'kicked', clearsLogin: true };
  if (code >= Errcode.NOT_LOGGED_IN && code <= Errcode.COMPANY_CHANGED)
    return { outcome: 'not-logged-in', clearsLogin: true };
  return { outcome: 'unknown', clearsLogin: false };
}
