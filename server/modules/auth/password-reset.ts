import type { FindPasswordPrepareResult } from '../../../src/contract/auth';
import { decryptNewPassword } from '../../auth/encrypted-password';
import { setPassword } from '../../auth/password-change';
import { hashPassword } from '../../auth/passwords';
import { sha256 } from '../../auth/secrets';
import { verifyCode } from '../../auth/verification-codes';
import { newSecret } from '../../db/ids';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { MSG } from '../../labels/messages';

const RESET_TICKET_TTL_MS = 15 * 60 * 1000;

/** Step one: account + its mobile + SMS code of scene 'findPassword' → a one-time reset ticket (15 min). */
export async function prepareFindPassword(
  deps: AppDeps,
  request: { userAccount: string; mobile: string; code: string },
): Promise<FindPasswordPrepareResult> {
  const sent = { mobile: request.mobile, scene: 'findPassword' as const, code: request.code };
  // The code first, so whether an account has this mobile is told only to whoever holds the mobile; it
  // is used up once the account matches, so a mistyped account name does not cost a new SMS.
  await verifyCode(deps, { ...sent, consume: false });
  const account = await deps.db
    .selectFrom('accounts')
    .select(['id', 'mobile'])
    .where('user_account', '=', request.userAccount)
    .executeTakeFirst();
  if (!account || account.mobile !== request.mobile) throw businessError(MSG.mobileMismatch);
  await verifyCode(deps, { ...sent, consume: true });
  const resetTicket = newSecret();
  await deps.db
    .insertInto('password_reset_tickets')
    .values({
      ticket_hash: sha256(resetTicket),
      account_id: account.id,
      expires_at: deps.clock() + RESET_TICKET_TTL_MS,
      used_at: null,
    })
    .execute();
  return { resetTicket };
}

/**
 * Step two: sets the new password. Every session opened before now then answers 4006, and the
 * wrong-password count and lock of its name are cleared.
 */
export async function findPassword(
  deps: AppDeps,
  resetTicket: string,
  encryptedPassword: string,
): Promise<null> {
  const passwordHash = await hashPassword(await decryptNewPassword(deps.keys, encryptedPassword));
  const now = deps.clock();
  const accountId = await deps.db.transaction().execute(async (trx) => {
    const ticket = await trx
      .updateTable('password_reset_tickets')
      .set({ used_at: now })
      .where('ticket_hash', '=', sha256(resetTicket))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst();
    if (!ticket) throw businessError(MSG.resetTicketInvalid);
    const account = await trx
      .selectFrom('accounts')
      .select('user_account')
      .where('id', '=', ticket.account_id)
      .executeTakeFirstOrThrow();
    await setPassword(trx, now, { id: ticket.account_id, userAccount: account.user_account }, passwordHash);
    return ticket.account_id;
  });
  await deps.events.emit('passwordChanged', { accountId });
  return null;
}
