import type { AuthorizeAdministratorRequest } from '../../../src/contract/company-admin';
import { Errcode } from '../../../src/contract/errcodes';
import type { Session } from '../../auth/sessions';
import type { AppDeps } from '../../deps';
import { AppError, businessError, fieldError } from '../../http/envelope';
import { sendMessage } from '../messages';
import { checkAssignableRole, memberOfCompany } from './account-rules';
import { verifyOwnCode } from './admin-codes';
import { adminDb } from './admin-tables';
import { ADMIN_LABELS } from './labels';
import { applicationSources } from './states';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'sms' | 'notifier'>;

/** Administrator-only actions answer 4030 to anyone else (a former administrator included). */
export function requireAdministrator(session: Session): void {
  if (!session.isAdmin) throw new AppError(Errcode.NO_PERMISSION, ADMIN_LABELS.onlyAdministrator);
}

/**
 * authorizeAdministrator: checks the target (an active account of the company, not the caller) and the
 * former administrator's new role, then the SMS code (its wrong tries count whatever follows), then
 * moves the flag in one transaction.
 */
export async function authorizeAdministrator(
  deps: Deps,
  session: Session,
  request: AuthorizeAdministratorRequest,
): Promise<null> {
  requireAdministrator(session);
  if (request.accountId === session.accountId) throw fieldError('accountId', ADMIN_LABELS.notToSelf);
  const target = await memberOfCompany(deps.db, session, request.accountId);
  if (target.status !== 'active') throw fieldError('accountId', ADMIN_LABELS.targetInactive);
  await checkAssignableRole(deps.db, session, request.formerRoleId, null, 'formerRoleId');
  await verifyOwnCode(deps, session, 'authorizeAdministrator', request.code);
  await transferAdministrator(deps, session, request);
  return null;
}

/**
 * Moves the administrator flag from the session's account to `accountId`, in one transaction of
 * conditional updates: the caller steps down only while it is the administrator, and the target rises
 * only while it is an active non-administrator of the company. Of two transfers at once the later one
 * finds the caller no longer administrator (PostgreSQL re-reads the row it waited for; SQLite writes
 * one at a time) and changes nothing; the partial unique index memberships_one_administrator backs it.
 * The new administrator's pending application becomes granted.
 */
export async function transferAdministrator(
  deps: Deps,
  session: Session,
  request: Pick<AuthorizeAdministratorRequest, 'accountId' | 'formerRoleId'>,
): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const stepped = await trx
      .updateTable('memberships')
      .set({ is_admin: 0, custom_role_id: request.formerRoleId })
      .where('company_id', '=', session.companyId)
      .where('account_id', '=', session.accountId)
      .where('is_admin', '=', 1)
      .executeTakeFirst();
    if (Number(stepped.numUpdatedRows) !== 1) throw businessError(ADMIN_LABELS.transferred);
    const raised = await trx
      .updateTable('memberships')
      .set({ is_admin: 1 })
      .where('company_id', '=', session.companyId)
      .where('account_id', '=', request.accountId)
      .where('is_admin', '=', 0)
      .where('account_id', 'in', (eb) =>
        eb.selectFrom('accounts').select('id').where('status', '=', 'active'),
      )
      .executeTakeFirst();
    if (Number(raised.numUpdatedRows) !== 1) throw fieldError('accountId', ADMIN_LABELS.targetInactive);
    await adminDb(trx)
      .updateTable('administrator_applications')
      .set({ status: 'granted', decided_at: now, decided_by: session.accountId })
      .where('company_id', '=', session.companyId)
      .where('account_id', '=', request.accountId)
      .where('status', 'in', applicationSources('granted'))
      .where('expires_at', '>', now)
      .execute();
  });
  await sendMessage(deps, {
    companyId: session.companyId,
    accountId: request.accountId,
    type: 'system',
    texts: () => ({
      title: ADMIN_LABELS.grantedTitle,
      content: ADMIN_LABELS.grantedContent(session.username),
    }),
  });
}
