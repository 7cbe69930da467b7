import { useCallback, useEffect, useState } from 'react';
import { activeLocale } from '../../contract/locale';

type CityNames = Readonly<Record<string, string>>;

let english: Promise<CityNames> | null = null;

/** The cities' English names: a chunk of their own (city-names-en.ts), asked for by an English page only. */
function loadEnglishCityNames(): Promise<CityNames> {
  english ??= import('./city-names-en').then((module) => module.CITY_NAMES_EN);
  return english;
}

/**
 * A city's name in the page's language, from its Chinese name (the region table's, the server's and the
 * addresses'). An English page loads the English names and renders again when they arrive; until then, on
 * a Chinese page and for a city the table does not know, the name stays as it is. The language is read as
 * the component renders: a widget mounts afresh in a new one (define-widget.tsx).
 */
export function useCityName(): (name: string) => string {
  const inEnglish = activeLocale() === 'en-US';
  const [names, setNames] = useState<CityNames | null>(null);
  useEffect(() => {
    if (!inEnglish) return undefined;
    let current = true;
    void loadEnglishCityNames().then((loaded) => current && setNames(loaded));
    return () => {
      current = false;
    };
  }, [inEnglish]);
  return useCallback((name: string) => (inEnglish && names?.[name]) || name, [inEnglish, names]);
}
