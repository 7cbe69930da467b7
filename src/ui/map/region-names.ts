import { useCallback, useEffect, useState } from 'react';
import { activeLocale } from '../../contract/locale';
import { localized } from '../../contract/localized';

/**
 * The names of China's regions in the page's language, keyed by their full Chinese name (the map data's,
 * the region table's, the server's and the addresses'): the provinces' in both languages here, the
 * cities' English ones in a chunk of their own that only an English page loads (city-names-en.ts).
 * One module, so the widgets that name regions share one small chunk for both.
 */

const ENGLISH = {
  台湾省: 'Taiwan',
  河北省: 'Hebei',
  山西省: 'Shanxi',
  内蒙古自治区: 'Inner Mongolia',
  辽宁省: 'Liaoning',
  吉林省: 'Jilin',
  黑龙江省: 'Heilongjiang',
  江苏省: 'Jiangsu',
  浙江省: 'Zhejiang',
  安徽省: 'Anhui',
  福建省: 'Fujian',
  江西省: 'Jiangxi',
  山东省: 'Shandong',
  河南省: 'Henan',
  湖北省: 'Hubei',
  湖南省: 'Hunan',
  广东省: 'Guangdong',
  广西壮族自治区: 'Guangxi',
  海南省: 'Hainan',
  四川省: 'Sichuan',
  贵州省: 'Guizhou',
  云南省: 'Yunnan',
  西藏自治区: 'Xizang',
  陕西省: 'Shaanxi',
  甘肃省: 'Gansu',
  青海省: 'Qinghai',
  宁夏回族自治区: 'Ningxia',
  新疆维吾尔自治区: 'Xinjiang',
  北京市: 'Beijing',
  天津市: 'Tianjin',
  上海市: 'Shanghai',
  重庆市: 'Chongqing',
  香港特别行政区: 'Hong Kong',
  澳门特别行政区: 'Macao',
};

/** A province by its own name: the Chinese set. */
const CHINESE = Object.fromEntries(Object.keys(ENGLISH).map((name) => [name, name])) as Record<
  keyof typeof ENGLISH,
  string
>;

/**
 * The provinces' names as the map draws them, keyed by their full Chinese name (the map data's and the
 * warehouses' province): an English page names them in English.
 */
export const PROVINCE_NAMES: Readonly<Record<string, string>> = localized(CHINESE, ENGLISH);

/** A province's name in the language in force; a name the set does not know stays as it is. */
export const provinceName = (name: string): string => PROVINCE_NAMES[name] ?? name;

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
