import type { FastifyError, FastifyInstance } from 'fastify';
import { Errcode } from '../../src/contract/errcodes';
import { MSG } from '../labels/zh-CN';
import { AppError } from './envelope';
import { unreadableBody, validationFields } from './validation';

/**
 * Every failure becomes an HTTP 200 envelope: AppError as thrown; schema failures and unreadable
 * bodies (empty, malformed JSON, wrong content type) as 2003 naming the fields; anything else as 5000,
 * logged with the request's trace id (the request logger carries it).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.code(200).send(error.toEnvelope());
    if (error.validation) {
      const fields = validationFields(error.validation);
      return reply.code(200).send({
        errcode: Errcode.VALIDATION_FAILED,
        errmsg: `${MSG.validationFailed}: ${fields[0]?.field ?? 'body'}`,
        data: { fields },
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code }, 'unreadable request body');
      return reply.code(200).send({
        errcode: Errcode.VALIDATION_FAILED,
        errmsg: MSG.validationFailed,
        data: { fields: unreadableBody() },
      });
    }
    request.log.error({ err: error }, 'internal error');
    return reply.code(200).send({ errcode: Errcode.INTERNAL_ERROR, errmsg: MSG.systemBusy, data: null });
  });
}

/** Unknown API paths answer an envelope; other unknown paths fall to the portal (see static.ts). */
export const apiNotFound = { errcode: Errcode.BUSINESS_FAILURE, errmsg: MSG.apiNotFound, data: null };
