import { useSyncExternalStore } from 'react';
import type { Locale } from '../../contract/locale';
import { currentLocale, onLocaleChange } from '../locale';

/** The page's language, rendering the component again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, currentLocale, currentLocale);
}
