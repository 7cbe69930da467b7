import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { inBothLanguages } from '../../http/request-locale';
import {
  AddressNotAllowedError,
  addressAllowed,
  guardedLookup,
  literalAddress,
  type Resolver,
} from './address-policy';
import { NO_ERROR, type ErrorTexts } from './error-texts';
import { WEBHOOK_LABELS } from './labels';

/** What one POST to an endpoint came to. */
export interface SendResult {
  statusCode: number | null;
  responseBody: string;
  /** Why no answer came (empty when one did), in both languages. */
  error: ErrorTexts;
  durationMs: number;
}

/** Where a delivery may connect, and how its host is resolved. */
export interface SendPolicy {
  allowLoopback: boolean;
  resolve?: Resolver;
}

/** Characters of an answer's body kept in the attempt log. */
export const RESPONSE_BODY_CAP = 2000;

/** The answer's first `cap` characters, reading no further than that. */
async function cappedText(response: IncomingMessage, cap: number): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of response) {
    text += decoder.decode(chunk as Buffer, { stream: true });
    if (text.length >= cap) break;
  }
  response.destroy();
  return text.slice(0, cap);
}

/** Why a request got no answer, in words for the attempt log. */
function failureOf(error: unknown, timeoutMs: number): ErrorTexts {
  if (error instanceof AddressNotAllowedError)
    return inBothLanguages(() => WEBHOOK_LABELS.addressNotAllowed(error.host, error.address));
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return inBothLanguages(() => WEBHOOK_LABELS.timedOut(Math.round(timeoutMs / 1000)));
  const code = (error as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
  return inBothLanguages(() => WEBHOOK_LABELS.notDelivered(reason));
}

/** POSTs and answers the response, connecting only where the policy allows (a literal address checked here). */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  policy: SendPolicy,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const literal = literalAddress(url.hostname);
  if (literal !== null && !addressAllowed(literal, policy.allowLoopback))
    return Promise.reject(new AddressNotAllowedError(url.hostname, literal));
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'Yelopack-Webhooks/1',
        ...headers,
      },
      lookup: guardedLookup(policy.allowLoopback, policy.resolve),
      // A connection of its own each time: resolved and checked anew, never a pooled socket gone stale.
      agent: false,
      signal,
    });
    outgoing.on('response', resolve).on('error', reject).end(body);
  });
}

/**
 * POSTs the body with the headers, within `timeoutMs` for the answer and its (capped) body. Redirects
 * are not followed (a 3xx is a failed attempt); a host resolving to an address the policy refuses is not
 * connected to. Never throws: a failure is the result's `error`.
 */
export async function postDelivery(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  policy: SendPolicy,
): Promise<SendResult> {
  const started = performance.now();
  const duration = () => Math.round(performance.now() - started);
  try {
    const response = await post(new URL(url), headers, body, policy, AbortSignal.timeout(timeoutMs));
    const responseBody = await cappedText(response, RESPONSE_BODY_CAP);
    return { statusCode: response.statusCode ?? null, responseBody, error: NO_ERROR, durationMs: duration() };
  } catch (error) {
    return { statusCode: null, responseBody: '', error: failureOf(error, timeoutMs), durationMs: duration() };
  }
}
