/**
 * The portal's languages (issue 17 item 5): Simplified Chinese first, English beside it. Which one is in
 * force is asked of a source that each side sets: the page's choice in the browser (src/core/locale.ts),
 * the request's in the server (server/http/request-locale.ts). Labels (localized.ts) read it on every use.
 */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** The header the portal's http client names its page's language in. */
export const LOCALE_HEADER = 'x-yp-locale';
/** The query parameter a download link names its language in (links carry no headers). */
export const LOCALE_PARAM = 'locale';

/** Each language by its own name, as a language switch offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { 'zh-CN': '中文', 'en-US': 'English' };

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

let source: () => Locale = () => DEFAULT_LOCALE;

/** Sets where activeLocale() reads the language in force (once per side, at start-up). */
export function setLocaleSource(read: () => Locale): void {
  source = read;
}

/** The language in force: the page's, or the request's. */
export const activeLocale = (): Locale => source();
