import type { FastifyInstance } from 'fastify';
import { Errcode } from '../../src/contract/errcodes';
import { MSG } from '../labels/messages';
import { ok } from './envelope';

/** What a load balancer polls: 200 while the node takes requests, 503 once it is draining. */
export const HEALTH_PATH = '/api/health';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts draining: the health check answers 503 and every answer closes its connection. */
    beginDrain(): void;
  }
}

/**
 * Graceful drain, the app's part (server/main.ts drives it on SIGTERM). From beginDrain(), or from the
 * moment closing starts, the health check answers 503 so a load balancer stops sending, and every answer
 * still written carries `Connection: close`, so a kept-alive connection ends with the request it was
 * carrying instead of idling until the server gives up waiting for it.
 */
export function installDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate('beginDrain', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
  app.get(HEALTH_PATH, { schema: { hide: true } }, async (_request, reply) => {
    if (!draining) return ok({ status: 'ok' });
    return reply
      .code(503)
      .send({ errcode: Errcode.INTERNAL_ERROR, errmsg: MSG.systemBusy, data: { status: 'draining' } });
  });
}
