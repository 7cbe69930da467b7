import { localized } from '../../contract/localized';

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
