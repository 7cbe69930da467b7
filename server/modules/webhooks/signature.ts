import { createHmac } from 'node:crypto';

/** The hex HMAC-SHA256 of "<t>.<body>" with the endpoint's secret (README "Webhooks" has the receiver's side). */
export const signatureOf = (secret: string, unixSeconds: number, body: string): string =>
  createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');

/** X-Yelopack-Signature: `t=<unix seconds>,v1=<hex>`. */
export const signatureHeader = (secret: string, unixSeconds: number, body: string): string =>
  `t=${unixSeconds},v1=${signatureOf(secret, unixSeconds, body)}`;
