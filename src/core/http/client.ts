/**
 * The http client every widget and the shell call the platform server through (SPEC §7, §8; DESIGN §2).
 * Plain fetch (window.fetch, read at each call, so browser tests and stories can answer calls by replacing
 * it): it is on every first load, the login page's included, where a client library would cost 22 KB gzip.
 */
import type { Envelope, ValidationFailure } from '../../contract/envelope';
import { TOKEN_HEADER, TRACE_ID_HEADER } from '../../contract/envelope';
import { LOCALE_HEADER, LOCALE_PARAM } from '../../contract/locale';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { getConfig, type PortalConfig } from '../config';
import { labels } from '../labels/core-labels';
import { currentLocale } from '../locale';
import { sessionEvents, toastBus } from '../notify';
import { crumbStore, type CrumbStore } from '../session/crumbs';
import { sessionStore, type SessionStore } from '../session/session-store';
import { createTraceId } from '../trace-id';
import { ApiError, TRANSPORT_FAILURE_CODE, type FieldError } from './api-error';
import { clearsLoginClass, handlingClassOf, toastDurationOf, type HandlingClass } from './error-catalogue';

export interface RequestOptions {
  /** Show no toast for this call's own errors (background calls); an ended session is still announced. */
  silent?: boolean;
  signal?: AbortSignal;
}

export type ExportParams = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

export interface HttpClient {
  post<T>(path: string, body?: object, options?: RequestOptions): Promise<T>;
  /** GET with the params in the query (an export's `check=1`); answered and settled like a POST. */
  get<T>(path: string, params?: ExportParams, options?: RequestOptions): Promise<T>;
  upload<T>(path: string, file: Blob, fieldName?: string, options?: RequestOptions): Promise<T>;
  /** Absolute GET URL of an export, with `token` appended as a query parameter. */
  exportUrl(path: string, params?: ExportParams): string;
}

export interface HttpClientDeps {
  /** Defaults to the global fetch at the time of each call; tests pass a function. */
  fetch?: (request: Request) => Promise<Response>;
  config?: () => PortalConfig;
  session?: SessionStore;
  crumbs?: CrumbStore;
}

/** Query parameters of a GET: unset ones left out, a list as repeated keys. */
function searchParamsOf(params: ExportParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return query;
}

/** The body as JSON, or undefined when it is not JSON (an HTML error page). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isEnvelope(body: unknown): body is Envelope {
  return !!body && typeof body === 'object' && typeof (body as Envelope).errcode === 'number';
}

function fieldsOf(data: unknown): FieldError[] | undefined {
  const fields = (data as Partial<ValidationFailure> | null)?.fields;
  return Array.isArray(fields) ? fields : undefined;
}

function messageOf(handlingClass: HandlingClass, errmsg: string): string {
  switch (handlingClass) {
    case -1:
      return labels.errors.loginTimedOut;
    case -3:
      return labels.errors.loginChanged;
    case -2:
      return errmsg || labels.errors.systemBusy;
    default:
      return labels.errors.systemBusy;
  }
}

export function createHttpClient(deps: HttpClientDeps = {}): HttpClient {
  const config = deps.config ?? getConfig;
  const session = deps.session ?? sessionStore;
  const crumbs = deps.crumbs ?? crumbStore;
  const fetchNow = deps.fetch ?? ((request: Request) => globalThis.fetch(request));

  const tokenNow = () => config().getToken() ?? '';

  const toast = (options: RequestOptions, message: string, durationMs?: number) => {
    if (!options.silent) toastBus.show({ message, durationMs, tone: 'error' });
  };

  /** No answer (`answered` false: offline, refused, timed out) or an answer whose body broke off. */
  const transportFailure = (options: RequestOptions, answered?: Response): ApiError => {
    if (options.signal?.aborted) {
      return new ApiError({
        code: TRANSPORT_FAILURE_CODE,
        message: labels.errors.requestCanceled,
        canceled: true,
      });
    }
    const message = answered ? labels.errors.networkFailed : labels.errors.networkException;
    toast(options, message);
    return new ApiError({ code: TRANSPORT_FAILURE_CODE, message, status: answered?.status });
  };

  const rotateToken = (response: Response) => {
    const rotated = response.headers.get(TOKEN_HEADER);
    if (rotated && rotated !== session.get().token) session.set({ token: rotated });
  };

  const endSession = (handlingClass: HandlingClass) => {
    // Class -1 also forgets where the user was (SPEC §8); -3 keeps the trail for the next login.
    if (handlingClass === -1) crumbs.clear(session.get().userAccount);
    session.clearLogin();
    sessionEvents.emit('expired', { reason: handlingClass === -1 ? 'expired' : 'changed' });
  };

  const settle = <T>(envelope: Envelope, sentToken: string, options: RequestOptions): T => {
    const handlingClass = handlingClassOf(envelope.errcode);
    if (handlingClass === 1) return envelope.data as T;
    const message = messageOf(handlingClass, envelope.errmsg);
    // Several calls failing with the same dead token end the session once, with one toast; and a token
    // that has been rotated since the call was sent no longer speaks for the session.
    const alreadyEnded = clearsLoginClass(handlingClass) && sentToken !== '' && sentToken !== tokenNow();
    if (!alreadyEnded) {
      // Ending the session is announced whichever call noticed it first: a silent background call
      // (the unread count, the version check) often answers before the page's own call, which then
      // finds the session already ended and stays quiet.
      const endsSession = clearsLoginClass(handlingClass);
      toast(endsSession ? {} : options, message, toastDurationOf(envelope.errcode));
      if (endsSession) endSession(handlingClass);
    }
    throw new ApiError({
      code: envelope.errcode,
      errcode: envelope.errcode,
      message,
      fields: fieldsOf(envelope.data),
      data: envelope.data,
      status: 200,
    });
  };

  /** Sends, reads the whole answer within REQUEST_TIMEOUT_MS, and settles it. */
  const send = async <T>(
    request: { path: string; method?: 'GET' | 'POST'; body?: object | FormData },
    options: RequestOptions = {},
  ): Promise<T> => {
    if (options.signal?.aborted) throw transportFailure(options);
    const token = tokenNow();
    const headers = new Headers({ [TRACE_ID_HEADER]: createTraceId() });
    if (token) headers.set(TOKEN_HEADER, token);
    headers.set(LOCALE_HEADER, currentLocale());
    const method = request.method ?? 'POST';
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (method === 'POST') {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(request.body ?? {});
    }
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;

    let response: Response;
    let text: string;
    try {
      try {
        response = await fetchNow(
          new Request(`${config().apiBase}${request.path}`, { method, headers, body, signal }),
        );
      } catch {
        throw transportFailure(options);
      }
      try {
        text = await response.text();
      } catch {
        throw transportFailure(options, response);
      }
    } finally {
      clearTimeout(timer);
    }
    rotateToken(response);
    const envelope = parseJson(text);
    if (response.status !== 200 || !isEnvelope(envelope)) {
      toast(options, labels.errors.requestFailed);
      throw new ApiError({
        code: TRANSPORT_FAILURE_CODE,
        message: labels.errors.requestFailed,
        status: response.status,
      });
    }
    return settle<T>(envelope, token, options);
  };

  return {
    post: (path, body = {}, options) => send({ path, body }, options),
    get: (path, params = {}, options) => {
      const query = searchParamsOf(params).toString();
      const separator = path.includes('?') ? '&' : '?';
      return send({ path: query ? `${path}${separator}${query}` : path, method: 'GET' }, options);
    },
    upload: (path, file, fieldName = 'file', options) => {
      const form = new FormData();
      form.append(fieldName, file);
      return send({ path, body: form }, options);
    },
    exportUrl(path, params = {}) {
      const query = searchParamsOf(params);
      query.append(LOCALE_PARAM, currentLocale());
      query.append(TOKEN_HEADER, tokenNow());
      const base = config().apiBase || globalThis.location?.origin || '';
      return `${base}${path}${path.includes('?') ? '&' : '?'}${query}`;
    },
  };
}

export const api: HttpClient = createHttpClient();
