import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Envelope } from '../../src/contract/envelope';
import { Errcode } from '../../src/contract/errcodes';
import { MSG } from '../labels/messages';
import { AppError } from './envelope';
import { unreadableBody, validationFields } from './validation';

/**
 * Sends a failure's envelope with plain JSON.stringify: a route's response schema describes its success
 * (`data` of one shape), and would drop or mangle an error's `data` (null, `{ fields }`, a login's
 * `{ captchaRequired, lockedForSeconds }`).
 */
const sendFailure = (reply: FastifyReply, envelope: Envelope) =>
  reply.code(200).type('application/json; charset=utf-8').serializer(JSON.stringify).send(envelope);

/** 2003 for a request over a size limit, naming the part that was too large. */
const tooLarge = (field: 'body' | 'request'): Envelope => ({
  errcode: Errcode.VALIDATION_FAILED,
  errmsg: MSG.requestTooLarge,
  data: { fields: [{ field, message: MSG.requestTooLarge }] },
});

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
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Fastify closes the connection here without reading the body: a client still uploading then
      // meets a reset instead of this answer. Kept open, Node reads the rest and discards it (bounded
      // by the server's requestTimeout), and the client reads the envelope.
      reply.removeHeader('connection');
      return sendFailure(reply, tooLarge('body'));
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
/** The answer to a path that is no API (a function: its message is in the requester's language). */
export const apiNotFound = () => ({ errcode: Errcode.BUSINESS_FAILURE, errmsg: MSG.apiNotFound, data: null });

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused before Fastify saw it (a request
 * line and headers over the header limit, e.g. a long query string; a malformed request) answers the
 * envelope, HTTP 200 as every answer, instead of Fastify's own 431/400 JSON that clients cannot read.
 * Written straight to the socket: there is no request or reply object, hence no hooks.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.info({ code: error.code }, 'unreadable request');
  if (socket.writable) {
    const envelope: Envelope =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? tooLarge('request')
        : {
            errcode: Errcode.VALIDATION_FAILED,
            errmsg: MSG.requestUnreadable,
            data: { fields: [{ field: 'request', message: MSG.requestUnreadable }] },
          };
    const body = Buffer.from(JSON.stringify(envelope));
    socket.write(
      'HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${body.length}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n`,
    );
    socket.write(body);
  }
  socket.destroy(error);
}
