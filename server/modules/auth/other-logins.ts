import type { LoginResult } from '../../../src/contract/auth';
import { sha256 } from '../../auth/secrets';
import { endSession, type Session } from '../../auth/sessions';
import { readSsoTicket } from '../../auth/sso-ticket';
import { verifyCode } from '../../auth/verification-codes';
import type { Row } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { MSG } from '../../labels/messages';
import { startSession } from './login-result';

/** Tickets further in the future than this are refused: partners mint them just before redirecting. */
const SSO_TICKET_MAX_LIFETIME_MS = 60 * 60 * 1000;

async function openSession(
  deps: AppDeps,
  account: Row<'accounts'> | undefined,
  companyId?: string,
): Promise<LoginResult> {
  if (!account) throw businessError(MSG.mobileOrCodeWrong);
  if (account.status === 'disabled') throw businessError(MSG.accountDisabled);
  const result = await startSession(deps, account, companyId);
  if (!result) throw businessError(MSG.notMemberOfCompany);
  return result;
}

/** login/conservoLogin: mobile number + SMS code of scene 'login'. */
export async function loginWithSmsCode(deps: AppDeps, mobile: string, code: string): Promise<LoginResult> {
  await verifyCode(deps, { mobile, scene: 'login', code, consume: true });
  const account = await deps.db
    .selectFrom('accounts')
    .selectAll()
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  return openSession(deps, account);
}

/** login/externalLogin: a partner's signed ticket (see auth/sso-ticket.ts), accepted once before it expires. */
export async function loginWithSsoTicket(deps: AppDeps, ticket: string): Promise<LoginResult> {
  const claims = readSsoTicket(deps.ssoSecret, ticket);
  const now = deps.clock();
  if (!claims || claims.expiresAt > now + SSO_TICKET_MAX_LIFETIME_MS)
    throw businessError(MSG.ssoTicketInvalid);
  if (claims.expiresAt <= now) throw businessError(MSG.ssoTicketExpired);
  const inserted = await deps.db
    .insertInto('sso_tickets')
    .values({ ticket_id: sha256(claims.nonce), used_at: now })
    .onConflict((c) => c.column('ticket_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows) !== 1) throw businessError(MSG.ssoTicketUsed);
  const account = await deps.db
    .selectFrom('accounts')
    .selectAll()
    .where('user_account', '=', claims.userAccount)
    .executeTakeFirst();
  if (!account) throw businessError(MSG.ssoTicketInvalid);
  return openSession(deps, account, claims.companyId);
}

/** login/switchCompanyLogin: a new session in another company of the account; the current one ends. */
export async function switchCompany(
  deps: AppDeps,
  session: Session,
  companyId: string,
): Promise<LoginResult> {
  if (companyId === session.companyId) throw businessError(MSG.alreadyInCompany);
  const account = { id: session.accountId, user_account: session.userAccount, username: session.username };
  return deps.db.transaction().execute(async (trx) => {
    const result = await startSession(deps, account, companyId, trx);
    if (!result) throw businessError(MSG.notMemberOfCompany);
    await endSession(deps, session.sessionId, 'switched', trx);
    return result;
  });
}
