import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * One-time login tickets for partner systems (POST login/externalLogin, page /sso?ticket=…).
 * ticket = base64url("account|companyId|expiresAt|nonce") + "." + base64url(HMAC-SHA256(secret, that text))
 * expiresAt is epoch milliseconds. The server accepts a ticket once, before expiresAt.
 */
export interface SsoTicketClaims {
  userAccount: string;
  companyId: string;
  /** epoch ms */
  expiresAt: number;
  nonce: string;
}

const sign = (secret: string, payload: string): Buffer =>
  createHmac('sha256', secret).update(payload).digest();

export function createSsoTicket(
  secret: string,
  claims: { userAccount: string; companyId: string; expiresAt?: number; nonce?: string },
): string {
  const expiresAt = claims.expiresAt ?? Date.now() + 5 * 60 * 1000;
  const nonce = claims.nonce ?? randomBytes(16).toString('hex');
  const payload = [claims.userAccount, claims.companyId, expiresAt, nonce].join('|');
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload).toString('base64url')}`;
}

/** The claims of a correctly signed ticket, or null. Expiry and single use are the caller's checks. */
export function readSsoTicket(secret: string, ticket: string): SsoTicketClaims | null {
  const [encodedPayload, encodedSignature, extra] = ticket.split('.');
  if (!encodedPayload || !encodedSignature || extra !== undefined) return null;
  const payload = Buffer.from(encodedPayload, 'base64url').toString('utf8');
  const expected = sign(secret, payload);
  const actual = Buffer.from(encodedSignature, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  const [userAccount, companyId, expiresAt, nonce, rest] = payload.split('|');
  if (!userAccount || !companyId || !expiresAt || !nonce || rest !== undefined || !/^\d+$/.test(expiresAt))
    return null;
  return { userAccount, companyId, expiresAt: Number(expiresAt), nonce };
}
