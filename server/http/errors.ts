import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Envelope } from '../../src/contract/envelope';
import { Errcode } from '../../src/contract/errcodes';
import { MSG } from '../labels/zh-CN';
import { AppError } from './envelope';
import { unreadableBody, validationFields } from './validation';

/**
 * Sends a failure's envelope with plain JSON.stringify: a route's response schema describes its success
 * (`data` of one shape), and would drop or mangle an error's `data` (null, `{ fields }`, a login's
 * `{ captchaRequired, lockedForSeconds }`).
 */
const sendFailure = (reply: FastifyReply, envelope: Envelope) =>
  reply.code(200).type('application/json; charset=utf-8').serializer(JSON.stringify).send(envelope);

/**
 * Every failure becomes an HTTP 200 envelope: AppError as thrown; schema failures and unreadable
 * bodies (empty, malformed JSON, wrong content type) as 2003 naming the fields; anything else as 5000,
 * logged with the request's trace id (the request logger carries it).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendFailure(reply, error.toEnvelope());
    if (error.validation) {
      const fields = validationFields(error.validation);
      return sendFailure(reply, {
        errcode: Errcode.VALIDATION_FAILED,
        errmsg: `${MSG.validationFailed}: ${fields[0]?.field ?? 'body'}`,
        data: { fields },
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code }, 'unreadable request body');
      return sendFailure(reply, {
        errcode: Errcode.VALIDATION_FAILED,
        errmsg: MSG.validationFailed,
        data: { fields: unreadableBody() },
      });
    }
    request.log.error({ err: error }, 'internal error');
    return sendFailure(reply, { errcode: Errcode.INTERNAL_ERROR, errmsg: MSG.systemBusy, data: null });
  });
}

/** Unknown API paths answer an envelope; other unknown paths fall to the portal (see static.ts). */
export const apiNotFound = { errcode: Errcode.BUSINESS_FAILURE, errmsg: MSG.apiNotFound, data: null };
