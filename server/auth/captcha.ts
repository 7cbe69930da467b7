import svgCaptcha from 'svg-captcha';
import { newId } from '../db/ids';
import type { Db } from '../db/schema';
import { sha256 } from './secrets';

const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Answers are compared case-insensitively and stored only as a hash bound to their uuid. */
export const captchaAnswerHash = (uuid: string, answer: string): string =>
  sha256(`${uuid}:${answer.trim().toLowerCase()}`);

/** Draws a new picture for `uuid` (new or existing) and stores its answer; returns the SVG text. */
export async function drawCaptcha(db: Db, now: number, uuid: string): Promise<string> {
  const { text, data } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    width: 120,
    height: 40,
  });
  await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  const values = { answer_hash: captchaAnswerHash(uuid, text), expires_at: now + CAPTCHA_TTL_MS };
  await db
    .insertInto('captchas')
    .values({ uuid, ...values })
    .onConflict((c) => c.column('uuid').doUpdateSet(values))
    .execute();
  return data;
}

export async function createCaptcha(db: Db, now: number): Promise<{ uuid: string; svg: string }> {
  const uuid = newId();
  return { uuid, svg: await drawCaptcha(db, now, uuid) };
}

/** Checks an answer. A picture answers one attempt only, right or wrong, so it cannot be guessed at. */
export async function consumeCaptcha(db: Db, now: number, uuid: string, answer: string): Promise<boolean> {
  const row = await db
    .deleteFrom('captchas')
    .where('uuid', '=', uuid)
    .returning(['answer_hash', 'expires_at'])
    .executeTakeFirst();
  return row !== undefined && row.expires_at > now && row.answer_hash === captchaAnswerHash(uuid, answer);
}
