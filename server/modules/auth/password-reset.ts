import type { FindPasswordPrepareResult } from '../../../src/contract/auth';
import { decryptNewPassword } from '../../auth/encrypted-password';
import { hashPassword } from '../../auth/passwords';
import { sha256 } from '../../auth/secrets';
import { verifyCode } from '../../auth/verification-codes';
import { newSecret } from '../../db/ids';
import type { AppDeps } from '../../deps';
import { businessError } from '../../http/envelope';
import { MSG } from '../../labels/zh-CN';

const RESET_TICKET_TTL_MS = 15 * 60 * 1000;

/** Step one: account + its mobile + SMS code of scene 'findPassword' → a one-time reset ticket (15 min). */
export async function prepareFindPassword(
  deps: AppDeps,
  request: { userAccount: string; mobile: string; code: string },
): Promise<FindPasswordPrepareResult> {
  const account = await deps.db
    .selectFrom('accounts')
    .select(['id', 'mobile'])
    .where('user_account', '=', request.userAccount)
    .executeTakeFirst();
  if (!account || account.mobile !== request.mobile) throw businessError(MSG.mobileMismatch);
  await verifyCode(deps, {
    mobile: request.mobile,
    scene: 'findPassword',
    code: request.code,
    consume: true,
  });
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
 * failed-login count and lock are cleared.
 */
export async function findPassword(
  deps: AppDeps,
  resetTicket: string,
  encryptedPassword: string,
): Promise<null> {
  const passwordHash = await hashPassword(decryptNewPassword(deps.keys, encryptedPassword));
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
    await trx
      .updateTable('accounts')
      .set({ password_hash: passwordHash, password_changed_at: now, failed_attempts: 0, locked_until: null })
      .where('id', '=', ticket.account_id)
      .execute();
    return ticket.account_id;
  });
  await deps.events.emit('passwordChanged', { accountId });
  return null;
}
