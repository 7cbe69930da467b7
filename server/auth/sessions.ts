import type { RoleValue } from '../../src/contract/auth';
import { Errcode } from '../../src/contract/errcodes';
import { isSet } from '../db/flags';
import { newId, newSecret } from '../db/ids';
import { compiledOnce } from '../db/compiled-once';
import type { Db } from '../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../http/envelope';
import { MSG } from '../labels/messages';
import { sha256 } from './secrets';

/** The caller of a logged-in route: the account, the company it works for and its role area there. */
export interface Session {
  tokenHash: string;
  /** Shared by every token of the login (see rotate); logout and company switch end them all. */
  sessionId: string;
  accountId: string;
  userAccount: string;
  username: string;
  mobile: string | null;
  companyId: string;
  role: RoleValue;
  isAdmin: boolean;
  customRoleId: string | null;
}

export interface ResolvedSession {
  session: Session;
  /** Set when the session was rotated by this request: the client must use it from now on. */
  rotatedToken: string | null;
}

export type EndReason = 'logout' | 'switched';

type SessionDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

const minutes = (value: number): number => value * 60 * 1000;

/**
 * Starts a session and returns its token (only the hash is stored). A rotation passes the session's id
 * so the new token belongs to the same login.
 */
export async function createSession(
  deps: SessionDeps,
  owner: { accountId: string; companyId: string; role: number; sessionId?: string },
  db: Db = deps.db,
): Promise<string> {
  const now = deps.clock();
  const token = newSecret();
  // Ended and expired sessions are kept a day so their token still gets a precise errcode; then dropped.
  await db
    .deleteFrom('sessions')
    .where('expires_at', '<', now - minutes(24 * 60))
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      account_id: owner.accountId,
      company_id: owner.companyId,
      role: owner.role,
      created_at: now,
      last_seen_at: now,
      expires_at: now + minutes(deps.config.sessionIdleMinutes),
      rotated_at: null,
      ended_reason: null,
      session_id: owner.sessionId ?? newId(),
    })
    .execute();
  return token;
}

/**
 * Ends a login: every token of it that still works, including a rotated token's predecessor within its
 * grace period (which would otherwise outlive a logout by up to that period).
 */
export async function endSession(
  deps: SessionDeps,
  sessionId: string,
  reason: EndReason,
  db: Db = deps.db,
): Promise<void> {
  const now = deps.clock();
  await db
    .updateTable('sessions')
    .set({ ended_reason: reason, expires_at: now })
    .where('session_id', '=', sessionId)
    .where('ended_reason', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

const ENDED_ERRORS: Record<EndReason, AppError> = {
  logout: new AppError(Errcode.TOKEN_INVALID, MSG.tokenInvalid),
  switched: new AppError(Errcode.COMPANY_CHANGED, MSG.companyChanged),
};

/** A session with its account and membership, by token hash: run by every logged-in request. */
const sessionRowOf = compiledOnce((db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('memberships as m', (join) =>
      join.onRef('m.account_id', '=', 's.account_id').onRef('m.company_id', '=', 's.company_id'),
    )
    .select([
      's.account_id',
      's.company_id',
      's.role',
      's.created_at',
      's.last_seen_at',
      's.expires_at',
      's.rotated_at',
      's.ended_reason',
      's.session_id',
      'a.user_account',
      'a.username',
      'a.mobile',
      'a.status',
      'a.password_changed_at',
      'm.is_admin',
      'm.custom_role_id',
      'm.role as membership_role',
    ])
    .where('s.token_hash', '=', tokenHash),
);

/**
 * The session of a token, or the errcode that tells the client why there is none. Keeps the session
 * alive (sliding expiry) and rotates its token once it is older than the rotation interval.
 */
export async function resolveSession(deps: SessionDeps, token: string | undefined): Promise<ResolvedSession> {
  if (!token) throw new AppError(Errcode.NOT_LOGGED_IN, MSG.notLoggedIn);
  const tokenHash = sha256(token);
  const [row] = await sessionRowOf(deps.db, tokenHash);
  if (!row) throw new AppError(Errcode.TOKEN_INVALID, MSG.tokenInvalid);
  if (row.ended_reason) throw ENDED_ERRORS[row.ended_reason as EndReason] ?? ENDED_ERRORS.logout;
  if (row.created_at < row.password_changed_at)
    throw new AppError(Errcode.PASSWORD_CHANGED, MSG.passwordChanged);
  if (row.status === 'disabled') throw new AppError(Errcode.ACCOUNT_DISABLED, MSG.accountDisabled);
  if (row.membership_role === null || row.membership_role !== row.role)
    throw new AppError(Errcode.COMPANY_CHANGED, MSG.companyChanged);
  const now = deps.clock();
  if (row.expires_at <= now) throw new AppError(Errcode.TOKEN_EXPIRED, MSG.tokenExpired);

  const session: Session = {
    tokenHash,
    sessionId: row.session_id,
    accountId: row.account_id,
    userAccount: row.user_account,
    username: row.username,
    mobile: row.mobile,
    companyId: row.company_id,
    role: row.role as RoleValue,
    isAdmin: isSet(row.is_admin),
    customRoleId: row.custom_role_id,
  };
  if (row.rotated_at !== null) return { session, rotatedToken: null };
  if (now - row.created_at >= minutes(deps.config.sessionRotateMinutes)) {
    return { session, rotatedToken: await rotate(deps, session, now) };
  }
  await slideExpiry(deps, tokenHash, row.last_seen_at, now);
  return { session, rotatedToken: null };
}

/**
 * Extends an idle session. Written at most every 1/20 of the idle window (≤ 1 min) so a busy client
 * does not turn every read into a write.
 */
async function slideExpiry(
  deps: SessionDeps,
  tokenHash: string,
  lastSeenAt: number,
  now: number,
): Promise<void> {
  const idle = minutes(deps.config.sessionIdleMinutes);
  if (now - lastSeenAt < Math.min(60_000, idle / 20)) return;
  await deps.db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: now + idle })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/**
 * Gives the session a fresh token (same session id); the old token keeps working for the grace period so
 * requests already in flight with it still succeed. Only one request rotates: the conditional update
 * decides.
 */
async function rotate(deps: SessionDeps, session: Session, now: number): Promise<string | null> {
  return deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('sessions')
      .set({ rotated_at: now, expires_at: now + deps.config.sessionGraceSeconds * 1000 })
      .where('token_hash', '=', session.tokenHash)
      .where('rotated_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return null;
    return createSession(deps, session, trx);
  });
}
