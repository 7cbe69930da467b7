import { randomInt } from 'node:crypto';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { businessError, fieldError } from '../../http/envelope';
import { isSet } from '../../db/flags';
import { ACCOUNT_LABELS } from './labels';

/** An account of the session's company as the writes need it (membership included), or not found. */
export async function memberOfCompany(db: DbOrTrx, session: Session, accountId: string) {
  const row = await db
    .selectFrom('memberships as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select([
      'a.id',
      'a.user_account',
      'a.username',
      'a.mobile',
      'a.status',
      'm.is_admin',
      'm.custom_role_id',
    ])
    .where('m.company_id', '=', session.companyId)
    .where('m.account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw businessError(ACCOUNT_LABELS.accountNotFound);
  return { ...row, isAdmin: isSet(row.is_admin) };
}

/** Whether the account also works for another company (its name, mobile and status are then not ours). */
export async function belongsElsewhere(db: DbOrTrx, session: Session, accountId: string): Promise<boolean> {
  const other = await db
    .selectFrom('memberships')
    .select('company_id')
    .where('account_id', '=', accountId)
    .where('company_id', '!=', session.companyId)
    .executeTakeFirst();
  return other !== undefined;
}

/**
 * Disabling or deleting: never the caller's own account (it would lock itself out) and never the
 * company's administrator (issue 12: the administrator changes only by transfer).
 */
export function refuseSelfOrAdmin(session: Session, target: { id: string; isAdmin: boolean }): void {
  if (target.id === session.accountId) throw businessError(ACCOUNT_LABELS.notSelf);
  if (target.isAdmin) throw businessError(ACCOUNT_LABELS.notAdmin);
}

/**
 * The custom role given to an account: a role of the session's company (another company's id is
 * unknown), enabled unless the account holds it already.
 */
export async function checkAssignableRole(
  db: DbOrTrx,
  session: Session,
  roleId: string | null,
  currentRoleId: string | null,
  field = 'roleId',
): Promise<void> {
  if (roleId === null) return;
  const role = await db
    .selectFrom('company_roles')
    .select('enabled')
    .where('id', '=', roleId)
    .where('company_id', '=', session.companyId)
    .executeTakeFirst();
  if (!role) throw fieldError(field, ACCOUNT_LABELS.roleUnknown);
  if (!isSet(role.enabled) && roleId !== currentRoleId) throw fieldError(field, ACCOUNT_LABELS.roleDisabled);
}

const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/**
 * A new sub-account's initial password: 10 characters, letters and digits (isStrongPassword), no
 * look-alikes (0/O, 1/l/I), from the CSPRNG.
 */
export function initialPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] as string;
  const rest = Array.from({ length: 8 }, () => pick(LETTERS + DIGITS));
  return [pick(LETTERS), ...rest, pick(DIGITS)].join('');
}
