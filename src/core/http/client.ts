/**
 * The http client every widget and the shell call the platform server through (SPEC §7, §8; DESIGN §2).
 * Axios with its fetch adapter, so browser tests and stories can answer calls by replacing window.fetch.
 */
import axios, { AxiosHeaders, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { Envelope, ValidationFailure } from '../../contract/envelope';
import { TOKEN_HEADER, TRACE_ID_HEADER } from '../../contract/envelope';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { getConfig, type PortalConfig } from '../config';
import { labels } from '../labels/zh-CN';
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
  /** Defaults to axios's fetch adapter; tests pass a function. */
  adapter?: AxiosRequestConfig['adapter'];
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
  const http = axios.create({
    adapter: deps.adapter ?? 'fetch',
    timeout: REQUEST_TIMEOUT_MS,
    // Every status reaches us: SPEC §8 tells a non-200 answer (请求失败) from a failed transport.
    validateStatus: () => true,
  });

  const tokenNow = () => config().getToken() ?? '';

  const toast = (options: RequestOptions, message: string, durationMs?: number) => {
    if (!options.silent) toastBus.show({ message, durationMs, tone: 'error' });
  };

  const transportFailure = (error: unknown, options: RequestOptions): ApiError => {
    if (axios.isCancel(error)) {
      return new ApiError({
        code: TRANSPORT_FAILURE_CODE,
        message: labels.errors.requestCanceled,
        canceled: true,
      });
    }
    const response = axios.isAxiosError(error) ? error.response : undefined;
    const message = response ? labels.errors.networkFailed : labels.errors.networkException;
    toast(options, message);
    return new ApiError({ code: TRANSPORT_FAILURE_CODE, message, status: response?.status });
  };

  const rotateToken = (response: AxiosResponse) => {
    const rotated = AxiosHeaders.from(response.headers as AxiosHeaders).get(TOKEN_HEADER);
    if (typeof rotated === 'string' && rotated && rotated !== session.get().token)
      session.set({ token: rotated });
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

  const send = async <T>(request: AxiosRequestConfig, options: RequestOptions = {}): Promise<T> => {
    const token = tokenNow();
    const headers: Record<string, string> = { [TRACE_ID_HEADER]: createTraceId() };
    if (token) headers[TOKEN_HEADER] = token;
    let response: AxiosResponse;
    try {
      response = await http.request({
        ...request,
        method: request.method ?? 'POST',
        url: `${config().apiBase}${request.url}`,
        headers,
        signal: options.signal,
      });
    } catch (error) {
      throw transportFailure(error, options);
    }
    rotateToken(response);
    if (response.status !== 200 || !isEnvelope(response.data)) {
      toast(options, labels.errors.requestFailed);
      throw new ApiError({
        code: TRANSPORT_FAILURE_CODE,
        message: labels.errors.requestFailed,
        status: response.status,
      });
    }
    return settle<T>(response.data, token, options);
  };

  return {
    post: (path, body = {}, options) => send({ url: path, data: body }, options),
    get: (path, params = {}, options) =>
      send({ url: path, method: 'GET', params: searchParamsOf(params) }, options),
    upload: (path, file, fieldName = 'file', options) => {
      const form = new FormData();
      form.append(fieldName, file);
      return send({ url: path, data: form }, options);
    },
    exportUrl(path, params = {}) {
      const query = searchParamsOf(params);
      query.append(TOKEN_HEADER, tokenNow());
      const base = config().apiBase || globalThis.location?.origin || '';
      return `${base}${path}${path.includes('?') ? '&' : '?'}${query}`;
    },
  };
}

export const api: HttpClient = createHttpClient();
