/** Settings a host page hands over in JavaScript (never through attributes: r2wc mirrors props to attributes). */
import { version } from '../../package.json';
import type { Locale } from '../contract/locale';
import { setLocale } from './locale';
import { sessionStore } from './session/session-store';

export interface PortalConfig {
  /** Origin (and optional prefix) of the platform server; '' means the page's own origin. */
  apiBase: string;
  getToken: () => string | null | undefined;
}

export interface ConfigureOptions {
  apiBase?: string;
  getToken?: () => string | null | undefined;
  /** The page's language (src/core/locale.ts): 'zh-CN' (the default) or 'en-US'. */
  locale?: Locale;
}

const defaults = (): PortalConfig => ({
  apiBase: '',
  getToken: () => sessionStore.get().token,
});

let current: PortalConfig = defaults();

/** Options left out keep their current value; a trailing slash of apiBase is dropped. */
export function configure(options: ConfigureOptions): void {
  current = {
    apiBase: (options.apiBase ?? current.apiBase).replace(/\/+$/, ''),
    getToken: options.getToken ?? current.getToken,
  };
  if (options.locale) setLocale(options.locale);
}

export function getConfig(): PortalConfig {
  return current;
}

/** Back to the defaults (tests, and a host page that signs its user out). */
export function resetConfig(): void {
  current = defaults();
}

/** The token of the current caller: the host's, or the portal session's. */
export function currentToken(): string {
  return current.getToken() ?? '';
}

/** The object the embed script puts on `window.YelopackPortal`. */
export const YelopackPortal = { configure, version } as const;
