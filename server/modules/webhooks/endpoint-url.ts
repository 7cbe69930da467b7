import { fieldError } from '../../http/envelope';
import { WEBHOOK_LABELS } from './labels';

/**
 * Hosts an http:// endpoint may name: the machine itself. Deliveries carry business data and a signature
 * anyone on the path could replay within minutes, so they travel over TLS; plain http is left for a
 * receiver on the same machine (tests, and a local relay that forwards into a company's network).
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The endpoint's URL as stored (URL's normal form), or 2003 naming `field`: https:// anywhere, http:// to a
 * loopback host only, and never a user name or password in it.
 */
export function endpointUrl(text: string, field = 'url'): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw fieldError(field, WEBHOOK_LABELS.urlInvalid);
  }
  if (url.username || url.password) throw fieldError(field, WEBHOOK_LABELS.urlWithCredentials);
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!allowed) throw fieldError(field, WEBHOOK_LABELS.urlNotHttps);
  return url.href;
}
