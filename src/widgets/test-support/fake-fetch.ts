/**
 * Answers the http client's calls in a browser test or a story by replacing window.fetch (core's client
 * reads it at each call). Requests the handler does not answer go to the real fetch.
 */
import type { Envelope } from '../../contract/envelope';

export interface FakeCall {
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}

/** An envelope to answer with, or undefined to let the request through. */
export type FakeHandler = (call: FakeCall) => Envelope | undefined;

export interface FakeFetch {
  /** Every answered call, oldest first. */
  readonly calls: FakeCall[];
  /** The answered calls to one endpoint (the path's last segments), e.g. 'searchCodeList'. */
  callsTo(endpoint: string): FakeCall[];
  restore(): void;
}

export function installFakeFetch(handler: FakeHandler, { delayMs = 0 } = {}): FakeFetch {
  const realFetch = window.fetch;
  const calls: FakeCall[] = [];

  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const call: FakeCall = {
      path: new URL(request.url).pathname,
      body: await bodyOf(request),
      headers: request.headers,
    };
    const envelope = handler(call) ?? exportCheckAccepted(request);
    if (!envelope) return realFetch(input, init);
    calls.push(call);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };

  return {
    calls,
    callsTo: (endpoint) => calls.filter((call) => call.path.endsWith(`/${endpoint}`)),
    restore: () => {
      window.fetch = realFetch;
    },
  };
}

/** A POST's JSON body; an upload (multipart) as its parts, a file part by its name. */
async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  if (request.method !== 'POST') return {};
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const form = await request.formData();
    return Object.fromEntries(
      [...form].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
    );
  }
  const text = await request.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export const ok = <T>(data: T): Envelope<T> => ({ errcode: 0, errmsg: '', data });

/**
 * An export's `check=1` (openListExport asks it before opening the download) is accepted unless the
 * handler answers it, e.g. with a refusal.
 */
function exportCheckAccepted(request: Request): Envelope | undefined {
  const url = new URL(request.url);
  return request.method === 'GET' && url.searchParams.get('check') === '1' ? ok(null) : undefined;
}

/**
 * A fake backend's answers by path, each typed by what the real server sends there: `Responses` maps a
 * path to its contract type (a widget's api declares that map and its calls read it), so a fake that
 * answers a path with another shape does not compile. A handler may also refuse (fake-lists' refuse).
 */
export type FakeRoutes<Responses> = {
  [Path in keyof Responses]: (body: FakeCall['body']) => Envelope<Responses[Path]> | Envelope<null>;
};

/** Answers the calls to the paths of `routes`; any other call goes to `otherwise` (default: let through). */
export function answerRoutes<Responses>(
  routes: FakeRoutes<Responses>,
  otherwise: FakeHandler = () => undefined,
): FakeHandler {
  const byPath = routes as Partial<Record<string, (body: FakeCall['body']) => Envelope>>;
  return (call) => byPath[call.path]?.(call.body) ?? otherwise(call);
}
