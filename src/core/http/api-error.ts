/** What every failed call of the http client rejects with. */

/** SPEC §8: the code of a rejection that never got an envelope (transport failure, non-200, cancel). */
export const TRANSPORT_FAILURE_CODE = -99999;

export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  /** The errcode of the envelope, or TRANSPORT_FAILURE_CODE. */
  readonly code: number;
  /** Set when the server answered with an envelope. */
  readonly errcode?: number;
  /** errcode 2003: each bad field. */
  readonly fields?: FieldError[];
  /** The envelope's `data`, e.g. LoginFailure of a refused login. */
  readonly data?: unknown;
  /** HTTP status when a response arrived. */
  readonly status?: number;
  /** The caller aborted the call (no toast was shown). */
  readonly canceled: boolean;

  constructor(init: {
    code: number;
    message: string;
    errcode?: number;
    fields?: FieldError[];
    data?: unknown;
    status?: number;
    canceled?: boolean;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.errcode = init.errcode;
    this.fields = init.fields;
    this.data = init.data;
    this.status = init.status;
    this.canceled = init.canceled ?? false;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
