import { DEFAULT_LOCALE, isLocale, setLocaleSource, type Locale } from '../contract/locale';
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
