import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALE_HEADER,
  LOCALE_PARAM,
  isLocale,
  setLocaleSource,
  type Locale,
} from '../../src/contract/locale';

/**
 * The requester's language (issue 17 item 5): the portal names its page's language in a header on
 * every call and in the query of a download link; anything else (an ERP calling the API, a link from an
 * older page) is answered in Chinese. Labels (src/contract/localized.ts) read it through
 * activeLocale(), so an errmsg, an export's headers and a PDF follow the requester with no parameter
 * passed down.
 *
 * The hook runs the rest of the request's life inside the store (`run(…, done)`), the way
 * @fastify/request-context does; that plugin would add a dependency for these few lines.
 */
const requestLocale = new AsyncLocalStorage<Locale>();

export function localeOf(request: FastifyRequest): Locale {
  const header = request.headers[LOCALE_HEADER];
  if (isLocale(header)) return header;
  const param = (request.query as Record<string, unknown> | undefined)?.[LOCALE_PARAM];
  return isLocale(param) ? param : DEFAULT_LOCALE;
}

/** Work outside a request (jobs, seeds, scripts) reads the default language. */
setLocaleSource(() => requestLocale.getStore() ?? DEFAULT_LOCALE);

/**
 * Runs `work` (and everything it awaits) in `locale` whatever the request's: a document whose bytes are
 * kept by their hash (a contract's draft and signed file) is always drawn in the one language it was made in.
 */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}

/** A text (or texts) worded in each language, to store for readers whose language is not known yet. */
export interface InBothLanguages<T> {
  chinese: T;
  english: T;
}

/** `work` (which reads labels) run once in Chinese and once in English (inLocale). */
export function inBothLanguages<T>(work: () => T): InBothLanguages<T> {
  return { chinese: inLocale('zh-CN', work), english: inLocale('en-US', work) };
}

export function installRequestLocale(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => requestLocale.run(localeOf(request), done));
}
