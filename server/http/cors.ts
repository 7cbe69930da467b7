import type { FastifyInstance } from 'fastify';
import { TOKEN_HEADER, TRACE_ID_HEADER } from '../../src/contract/envelope';
import { LOCALE_HEADER } from '../../src/contract/locale';

/**
 * Cross-origin access for host pages that embed the widgets (their ERP runs on its own origin and calls
 * this API with the token in a header, never a cookie). Only the configured origins are answered; every
 * other origin gets no CORS headers, so the browser blocks it. The widgets read rotated tokens and trace
 * ids from response headers, hence the exposed headers.
 */
export function installCors(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  if (allowedOrigins.length === 0) return;
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('vary', 'Origin');
    reply.header('access-control-expose-headers', `${TOKEN_HEADER}, ${TRACE_ID_HEADER}`);
    if (request.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header(
        'access-control-allow-headers',
        `content-type, ${TOKEN_HEADER}, ${TRACE_ID_HEADER}, ${LOCALE_HEADER}`,
      );
      reply.header('access-control-max-age', '600');
      await reply.code(204).send();
    }
  });
}
