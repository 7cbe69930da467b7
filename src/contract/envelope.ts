/**
 * The wire contract shared by the browser code and the platform server (DESIGN.md §2).
 * Types only: nothing here runs, so both sides can import it without pulling code across.
 */

/** Every response body: HTTP 200 with this envelope. */
export interface Envelope<T = unknown> {
  errcode: number;
  errmsg: string;
  data: T;
}

/** Request body of every paged list call; filters are added beside these. */
export interface PageQuery {
  pageNum: number;
  pageSize: number;
}

/** `data` of every paged list call. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
  pages: number;
}

/** `data` of an errcode 2003 response: each bad field and what is wrong with it. */
export interface ValidationFailure {
  fields: { field: string; message: string }[];
}

/** Header names of the contract. */
export const TOKEN_HEADER = 'token';
export const TRACE_ID_HEADER = 'trace-id';
