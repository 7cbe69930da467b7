import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import { TRACE_ID_HEADER } from '../../src/contract/envelope';

const TRACE_ID = /^[0-9a-fA-F]{32}$/;

/** The client's trace-id header when well formed, else a new one: it becomes the request id `traceId`. */
export function traceIdOf(request: IncomingMessage): string {
  const header = request.headers[TRACE_ID_HEADER];
  return typeof header === 'string' && TRACE_ID.test(header)
    ? header.toLowerCase()
    : randomUUID().replaceAll('-', '');
}

/** Export and file URLs carry ?token=; it must never reach a log line. */
export const withoutToken = (url: string): string => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** Structured JSON logs (pino): token, password and cookie values are redacted wherever they appear. */
/** Where log lines go instead of stdout (tests capture them). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.token',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers.token',
        'token',
        'password',
        '*.token',
        '*.password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: withoutToken(request.url),
        ip: request.ip,
      }),
    },
  };
}
