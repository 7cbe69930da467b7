import { DEFAULT_LOCALE, isLocale, setLocaleSource, type Locale } from '../contract/locale';
import { loadTranslations } from '../contract/localized';
import { createEmitter } from './emitter';
import { browserStorage } from './storage';

/**
 * The page's language (issue 17 item 5): one per page, set by the shell's switch, a widget's `locale`
 * attribute or YelopackPortal.configure({ locale }); the last one set is in force. Labels
 * (src/contract/localized.ts) read it on every use, and the widgets and the shell render again when it
 * changes. The shell remembers each account's choice in this browser.
 */
const changes = createEmitter<{ change: Locale }>();
let current: Locale = DEFAULT_LOCALE;
setLocaleSource(() => current);

export const currentLocale = (): Locale => current;

/** Sets the page's language; an unknown value is ignored (a host page's typo keeps Chinese). */
export function setLocale(locale: unknown): void {
  if (!isLocale(locale) || locale === current) return;
  current = locale;
  changes.emit('change', locale);
}

/** The language a switch asked for last, which may still be loading its texts. */
let switchingTo: Locale = DEFAULT_LOCALE;

/**
 * A page's switch of language: in force once the label sets made on demand have their texts in it
 * (loadTranslations), unless another switch came meanwhile, so that no Chinese label shows under
 * English. Were they not to load (offline), the page keeps its language.
 */
export async function switchLocale(locale: Locale): Promise<void> {
  switchingTo = locale;
  const loaded = await loadTranslations(locale).then(
    () => true,
    () => false,
  );
  if (loaded && switchingTo === locale) setLocale(locale);
}

/**
 * `loading`, the import() of code loaded on demand, resolved once that code's label sets have their texts
 * in the language in force: a page renders what it loads in its language from the first paint. Were
 * they not to load (offline), it renders in Chinese, the source, rather than not at all.
 */
export async function withTranslations<T>(loading: Promise<T>): Promise<T> {
  const loaded = await loading;
  await loadTranslations(current).catch(() => undefined);
  return loaded;
}

export const onLocaleChange = (listener: (locale: Locale) => void): (() => void) =>
  changes.on('change', listener);

const storage = browserStorage();
/** Per account, and the browser's last choice (under the empty account) for the login page. */
const storageKey = (userAccount: string) => (userAccount ? `yp-locale:${userAccount}` : 'yp-locale');

/** The language an account chose last in this browser ('' for the browser's last choice), if any. */
export function rememberedLocale(userAccount: string): Locale | undefined {
  const saved = storage.getItem(storageKey(userAccount));
  return isLocale(saved) ? saved : undefined;
}

/** Remembers an account's choice, which is also the browser's last one. */
export function rememberLocale(userAccount: string, locale: Locale): void {
  storage.setItem(storageKey(userAccount), locale);
  storage.setItem(storageKey(''), locale);
}
