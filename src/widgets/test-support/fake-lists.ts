/** What the fake backends of the stories and browser tests answer lists and refusals with, like the server. */
import type { Envelope, Page, PageQuery } from '../../contract/envelope';

type Body = Record<string, unknown>;

/** A refused business rule (errcode -1) with the server's message. */
export const refuse = (errmsg: string): Envelope<null> => ({ errcode: -1, errmsg, data: null });

/** The page the query's pageNum and pageSize ask for. */
export function pageOf<T>(rows: readonly T[], query: Body): Page<T> {
  const { pageNum, pageSize } = query as unknown as PageQuery;
  return {
    list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: rows.length,
    pageNum,
    pageSize,
    pages: Math.ceil(rows.length / pageSize),
  };
}

/** The filter `key` is not set, or equals the row's value. */
export const matches = (query: Body, key: string, value: unknown) =>
  query[key] === undefined || query[key] === value;

/** No keyword, or one of the texts contains it. */
export const hasKeyword = (query: Body, ...texts: string[]) =>
  !query.keyword || texts.some((text) => text.includes(String(query.keyword)));
