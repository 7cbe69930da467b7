import { randomInt } from 'node:crypto';
import type { VerificationCodeSent, VerificationScene } from '../../src/contract/auth';
import { newId } from '../db/ids';
import type { AppDeps } from '../deps';
import { businessError } from '../http/envelope';
import { MSG, SMS_PURPOSE } from '../labels/messages';
import { hitRateLimit } from './rate-limit';
import { sha256 } from './secrets';

export const CODE_TTL_SECONDS = 5 * 60;
export const RESEND_AFTER_SECONDS = 60;
export const CODES_PER_MOBILE_PER_DAY = 10;
const MAX_WRONG_TRIES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

type CodeDeps = Pick<AppDeps, 'db' | 'clock' | 'sms'>;

const codeHash = (mobile: string, scene: string, code: string): string =>
  sha256(`${mobile}:${scene}:${code}`);

/**
 * Sends a fresh 6-digit code for mobile + scene: at most one per 60 s per mobile and scene and ten per
 * mobile per (Asia/Shanghai) day. A new code replaces any earlier unused one of the same scene.
 */
export async function sendVerificationCode(
  deps: CodeDeps,
  mobile: string,
  scene: VerificationScene,
): Promise<VerificationCodeSent> {
  const now = deps.clock();
  const resend = await hitRateLimit(deps.db, now, `sms:${mobile}:${scene}`, RESEND_AFTER_SECONDS * 1000, 1);
  if (!resend.allowed) throw businessError(MSG.codeTooFrequent(resend.retryAfterSeconds));
  const shanghaiDay = new Date(now + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
  const daily = await hitRateLimit(
    deps.db,
    now,
    `sms-day:${mobile}:${shanghaiDay}`,
    DAY_MS,
    CODES_PER_MOBILE_PER_DAY,
  );
  if (!daily.allowed) throw businessError(MSG.codeDailyLimit);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ used: 1 })
      .where('mobile', '=', mobile)
      .where('scene', '=', scene)
      .where('used', '=', 0)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        id: newId(),
        mobile,
        scene,
        code_hash: codeHash(mobile, scene, code),
        expires_at: now + CODE_TTL_SECONDS * 1000,
        attempts: 0,
        used: 0,
        created_at: now,
      })
      .execute();
  });
  await deps.sms.send(mobile, MSG.smsContent(SMS_PURPOSE[scene], code, CODE_TTL_SECONDS / 60));
  return { expiresInSeconds: CODE_TTL_SECONDS, resendAfterSeconds: RESEND_AFTER_SECONDS };
}

/**
 * Checks a code and, with `consume`, uses it up. The check is one conditional UPDATE of the latest live
 * code: it counts a wrong try, invalidates the code at the fifth, and marks a right one used, all in the
 * statement that compares the hash. However many checks arrive at once, each sees the count the previous
 * one left (SQLite runs writes one at a time; PostgreSQL re-reads the row it waited for), so only five
 * wrong tries are ever compared and, of two requests racing with the right code, only one uses it.
 */
export async function verifyCode(
  deps: CodeDeps,
  check: { mobile: string; scene: VerificationScene; code: string; consume: boolean },
): Promise<void> {
  const now = deps.clock();
  const hash = codeHash(check.mobile, check.scene, check.code);
  const checked = await deps.db
    .updateTable('verification_codes')
    .set((eb) => {
      const right = eb('code_hash', '=', hash);
      return {
        attempts: eb
          .case()
          .when(right)
          .then(eb.ref('attempts'))
          .else(eb('attempts', '+', 1))
          .end(),
        used: eb
          .case()
          .when(right)
          .then(check.consume ? 1 : 0)
          .when(eb('attempts', '+', 1), '>=', MAX_WRONG_TRIES)
          .then(1)
          .else(0)
          .end(),
      };
    })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('verification_codes')
        .select('id')
        .where('mobile', '=', check.mobile)
        .where('scene', '=', check.scene)
        .where('used', '=', 0)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .limit(1),
    )
    .where('used', '=', 0)
    .where('attempts', '<', MAX_WRONG_TRIES)
    .returning('code_hash')
    .executeTakeFirst();
  if (!checked) throw businessError(MSG.codeInvalid);
  if (checked.code_hash !== hash) throw businessError(MSG.codeWrong);
}
