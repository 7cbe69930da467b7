import type { Prng } from './prng';

/** Pieces of realistic Chinese company, warehouse and contact names for generated rows. */
const CITIES = [
  ['上海市', '上海市', ['浦东新区', '嘉定区', '松江区', '青浦区', '宝山区', '闵行区'], '沪'],
  ['江苏省', '苏州市', ['工业园区', '吴中区', '相城区', '昆山市'], '苏'],
  ['江苏省', '南京市', ['江宁区', '栖霞区', '浦口区'], '苏'],
  ['浙江省', '杭州市', ['余杭区', '萧山区', '钱塘区'], '浙'],
  ['浙江省', '宁波市', ['北仑区', '鄞州区', '慈溪市'], '浙'],
  ['广东省', '广州市', ['白云区', '番禺区', '黄埔区'], '粤'],
  ['广东省', '深圳市', ['宝安区', '龙岗区', '光明区'], '粤'],
  ['四川省', '成都市', ['双流区', '新都区', '龙泉驿区'], '川'],
  ['湖北省', '武汉市', ['东西湖区', '江夏区', '汉阳区'], '鄂'],
  ['山东省', '青岛市', ['黄岛区', '城阳区', '即墨区'], '鲁'],
  ['天津市', '天津市', ['滨海新区', '武清区', '西青区'], '津'],
  ['北京市', '北京市', ['大兴区', '顺义区', '通州区'], '京'],
] as const;
const BRANDS = [
  '恒通',
  '顺达',
  '鑫源',
  '华诚',
  '联丰',
  '佳禾',
  '万邦',
  '金桥',
  '瑞丰',
  '嘉诚',
  '永盛',
  '天成',
  '宏图',
  '汇鑫',
  '安达',
  '益康',
  '森源',
  '润和',
  '海川',
  '锦程',
  '德信',
  '兴隆',
  '百川',
  '鼎盛',
  '中和',
  '盛世',
  '东升',
  '新峰',
  '长青',
  '旭日',
  '同泰',
  '康达',
  '正大',
  '凯旋',
  '远航',
  '丰收',
  '优品',
  '星河',
  '光华',
  '富润',
];
const TRADES = [
  '食品',
  '饮料',
  '乳业',
  '日化',
  '家电',
  '汽车配件',
  '医药',
  '物流',
  '冷链',
  '粮油',
  '电子',
  '包装',
  '建材',
  '服饰',
  '纸业',
  '化工',
  '农产品',
  '调味品',
  '啤酒',
  '电商',
];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '建国',
  '海燕',
  '志强',
];

export type City = (typeof CITIES)[number];

/** The company name of a position: unique for every index below cities × brands × trades (over 9,000). */
export function companyName(index: number): string {
  const brand = BRANDS[index % BRANDS.length] as string;
  const trade = TRADES[Math.floor(index / BRANDS.length) % TRADES.length] as string;
  const city = CITIES[Math.floor(index / (BRANDS.length * TRADES.length)) % CITIES.length] as City;
  return `${city[1].replace('市', '')}${brand}${trade}有限公司`;
}

export const pickCity = (prng: Prng): City => prng.pick(CITIES);

export function warehouseAddress(prng: Prng, city: City, number: number) {
  const district = prng.pick(city[2]);
  return {
    name: `${city[1].replace('市', '')}${district}${number}号仓`,
    province: city[0],
    city: city[1],
    district,
    detail_address: `${prng.pick(['工业大道', '物流园路', '创业路', '新港路', '仓储路'])}${prng.int(1, 3999)}号${prng.int(1, 12)}号库`,
  };
}

export const personName = (prng: Prng): string =>
  `${SURNAMES[prng.int(0, SURNAMES.length - 1)]}${prng.pick(GIVEN)}`;

export const mobile = (prng: Prng): string =>
  `1${prng.pick(['35', '38', '39', '50', '58', '86', '89'])}${String(prng.int(0, 99_999_999)).padStart(8, '0')}`;

/** A plate of the city's province: 沪A12345. */
export const plateNumber = (prng: Prng, city: City): string =>
  `${city[3]}${'ABCDEFGHJK'[prng.int(0, 9)]}${String(prng.int(10000, 99999))}`;
