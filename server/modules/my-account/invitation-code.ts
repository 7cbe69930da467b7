import { randomInt } from 'node:crypto';
import { INVITATION_CODE_ALPHABET, INVITATION_CODE_LENGTH } from '../../../src/contract/my-account';

/** A random invitation code (src/contract/my-account.ts INVITATION CODE); uniqueness is the table's. */
export const newInvitationCode = (): string =>
  Array.from(
    { length: INVITATION_CODE_LENGTH },
    () => INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)],
  ).join('');
