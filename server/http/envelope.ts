import type { Envelope } from '../../src/contract/envelope';
import { Errcode } from '../../src/contract/errcodes';
import { MSG } from '../labels/messages';

export const ok = <T>(data: T): Envelope<T> => ({ errcode: Errcode.SUCCESS, errmsg: MSG.ok, data });

/**
 * A failure the caller should see: thrown anywhere below a route, answered as HTTP 200 with this
 * errcode, errmsg and data. Anything else thrown becomes errcode 5000.
 */
export class AppError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
    readonly data: unknown = null,
  ) {
    super(errmsg);
    this.name = 'AppError';
  }

  toEnvelope(): Envelope {
    return { errcode: this.errcode, errmsg: this.errmsg, data: this.data };
  }
}

/** errcode -1: a business rule refused the call; the client toasts errmsg. */
export const businessError = (errmsg: string, data: unknown = null): AppError =>
  new AppError(Errcode.BUSINESS_FAILURE, errmsg, data);

/** errcode 2003 for one field, for checks a JSON schema cannot express (e.g. a decrypted password's rules). */
export const fieldError = (field: string, message: string): AppError =>
  new AppError(Errcode.VALIDATION_FAILED, message, { fields: [{ field, message }] });
