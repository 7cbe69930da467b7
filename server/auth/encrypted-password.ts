import { fieldError } from '../http/envelope';
import { MSG } from '../labels/messages';
import { isStrongPassword } from './passwords';
import type { RsaKeys } from './rsa-keys';

/** The clear password of an encrypted body field, or 2003 on that field. */
export async function decryptPassword(
  keys: RsaKeys,
  ciphertext: string,
  field = 'password',
): Promise<string> {
  const password = await keys.decrypt(ciphertext);
  if (password === null) throw fieldError(field, MSG.passwordNotEncrypted);
  return password;
}

/** As decryptPassword, for a password being set: it must also follow the password rule. */
export async function decryptNewPassword(
  keys: RsaKeys,
  ciphertext: string,
  field = 'password',
): Promise<string> {
  const password = await decryptPassword(keys, ciphertext, field);
  if (!isStrongPassword(password)) throw fieldError(field, MSG.passwordRule);
  return password;
}
