import { fieldError } from '../../http/envelope';
import { addressAllowed, isLoopback, literalAddress } from './address-policy';
import { WEBHOOK_LABELS } from './labels';

/**
 * The endpoint's URL as stored (URL's normal form), or 2003 naming `field`. https:// to a public host;
 * http:// only to a loopback host and, like any loopback or private address named literally, only where
 * `allowLoopback` (WEBHOOK_ALLOW_LOOPBACK) lets deliveries reach this machine: deliveries carry business
 * data and a signature anyone on the path could replay within minutes, so elsewhere they travel over TLS.
 * A name resolving to such an address is refused when sent (address-policy.ts). Never a user name or password.
 */
export function endpointUrl(text: string, allowLoopback: boolean, field = 'url'): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw fieldError(field, WEBHOOK_LABELS.urlInvalid);
  }
  if (url.username || url.password) throw fieldError(field, WEBHOOK_LABELS.urlWithCredentials);
  const address = literalAddress(url.hostname);
  if (address !== null && !addressAllowed(address, allowLoopback))
    throw fieldError(field, WEBHOOK_LABELS.urlAddressNotAllowed);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && address !== null && isLoopback(address)))
    return url.href;
  throw fieldError(field, WEBHOOK_LABELS.urlNotHttps);
}
