import type { FastifyInstance } from 'fastify';

/**
 * The portal HTML may load only its own scripts; styled-components injects <style> elements, hence
 * 'unsafe-inline' for styles only. Images may be data: URLs (captchas, uploads previews).
 */
const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('trace-id', request.id);
    reply.removeHeader('x-powered-by');
    const type = String(reply.getHeader('content-type') ?? '');
    // Swagger UI sets its own policy; every other HTML page gets the portal's.
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', PORTAL_CSP);
    }
    return payload;
  });
}
