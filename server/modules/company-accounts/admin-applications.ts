import {
  APPLICATION_VALID_DAYS,
  type AdministratorApplication,
  type ApplyAdministratorRequest,
} from '../../../src/contract/company-admin';
import type { Session } from '../../auth/sessions';
import { newId } from '../../db/ids';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { sendMessage } from '../messages';
import { applicationOfRequest } from './admin-applications-read';
import { verifyOwnCode } from './admin-codes';
import { administratorOf } from './admin-read';
import { adminDb } from './admin-tables';
import { requireAdministrator } from './admin-transfer';
import { ADMIN_LABELS } from './labels';
import { applicationSources } from './states';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'sms' | 'notifier'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Marks the account's pending applications past their expiry expired (frees its one pending place). */
async function expireStale(deps: Deps, session: Session, now: number): Promise<void> {
  await adminDb(deps.db)
    .updateTable('administrator_applications')
    .set((eb) => ({ status: 'expired', decided_at: eb.ref('expires_at') }))
    .where('company_id', '=', session.companyId)
    .where('account_id', '=', session.accountId)
    .where('status', 'in', applicationSources('expired'))
    .where('expires_at', '<=', now)
    .execute();
}

async function hasLivePending(deps: Deps, session: Session, now: number): Promise<boolean> {
  const row = await adminDb(deps.db)
    .selectFrom('administrator_applications')
    .select('id')
    .where('company_id', '=', session.companyId)
    .where('account_id', '=', session.accountId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * applyAdministrator: a non-administrator's application, after its SMS code; the administrator (if the
 * company has one) is told by a message. A repeat of the request answers the same application; a second
 * request while one is pending is refused before the code is used.
 */
export async function applyAdministrator(
  deps: Deps,
  session: Session,
  request: ApplyAdministratorRequest,
): Promise<AdministratorApplication> {
  if (session.isAdmin) throw businessError(ADMIN_LABELS.alreadyAdministrator);
  const now = deps.clock();
  const repeated = await applicationOfRequest(deps.db, session, request.requestId, now);
  if (repeated) return repeated;
  if (await hasLivePending(deps, session, now)) throw businessError(ADMIN_LABELS.applicationPending);
  await verifyOwnCode(deps, session, 'applyAdministrator', request.code);
  await expireStale(deps, session, now);
  // DO NOTHING on the one-pending or the request index: two requests at once end as one application.
  const inserted = await adminDb(deps.db)
    .insertInto('administrator_applications')
    .values({
      id: newId(),
      company_id: session.companyId,
      account_id: session.accountId,
      request_id: request.requestId,
      status: 'pending',
      created_at: now,
      expires_at: now + APPLICATION_VALID_DAYS * DAY_MS,
      decided_at: null,
      decided_by: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  const application = await applicationOfRequest(deps.db, session, request.requestId, now);
  if (!application) throw businessError(ADMIN_LABELS.applicationPending);
  const adminId = inserted ? await administratorOf(deps.db, session.companyId) : null;
  if (adminId !== null)
    await sendMessage(deps, {
      companyId: session.companyId,
      accountId: adminId,
      type: 'system',
      texts: () => ({
        title: ADMIN_LABELS.appliedTitle,
        content: ADMIN_LABELS.appliedContent(session.username, session.userAccount),
      }),
    });
  return application;
}

/**
 * declineAdministratorApplication: the administrator declines a pending, unexpired application of the
 * company (one conditional update: of a decline and a grant at once only one decides it); the applicant
 * is told by a message.
 */
export async function declineApplication(deps: Deps, session: Session, id: string): Promise<null> {
  requireAdministrator(session);
  const now = deps.clock();
  const declined = await adminDb(deps.db)
    .updateTable('administrator_applications')
    .set({ status: 'declined', decided_at: now, decided_by: session.accountId })
    .where('id', '=', id)
    .where('company_id', '=', session.companyId)
    .where('status', 'in', applicationSources('declined'))
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  if (!declined) {
    const known = await adminDb(deps.db)
      .selectFrom('administrator_applications')
      .select('id')
      .where('id', '=', id)
      .where('company_id', '=', session.companyId)
      .executeTakeFirst();
    throw businessError(known ? ADMIN_LABELS.applicationDecided : ADMIN_LABELS.applicationNotFound);
  }
  await sendMessage(deps, {
    companyId: session.companyId,
    accountId: declined.account_id,
    type: 'system',
    texts: () => ({ title: ADMIN_LABELS.declinedTitle, content: ADMIN_LABELS.declinedContent }),
  });
  return null;
}
