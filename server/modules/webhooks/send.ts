import { WEBHOOK_LABELS } from './labels';

/** What one POST to an endpoint came to. */
export interface SendResult {
  statusCode: number | null;
  responseBody: string;
  error: string;
  durationMs: number;
}

/** Characters of an answer's body kept in the attempt log. */
export const RESPONSE_BODY_CAP = 2000;

/** The answer's first `cap` characters, reading no further than that. */
async function cappedText(response: Response, cap: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < cap) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text.slice(0, cap);
}

/** Why a request got no answer, in words for the attempt log. */
function failureOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return WEBHOOK_LABELS.timedOut(Math.round(timeoutMs / 1000));
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return WEBHOOK_LABELS.notDelivered(cause?.code ?? (error instanceof Error ? error.message : String(error)));
}

/**
 * POSTs the body with the headers, within `timeoutMs` for the answer and its (capped) body. Redirects
 * are not followed (a 3xx is a failed attempt). Never throws: a failure is the result's `error`.
 */
export async function postDelivery(
  url: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<SendResult> {
  const started = performance.now();
  const duration = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Yelopack-Webhooks/1', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const responseBody = await cappedText(response, RESPONSE_BODY_CAP);
    return { statusCode: response.status, responseBody, error: '', durationMs: duration() };
  } catch (error) {
    return { statusCode: null, responseBody: '', error: failureOf(error, timeoutMs), durationMs: duration() };
  }
}
