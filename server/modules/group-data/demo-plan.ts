/** The cast and the shape of the demo's group history (demo-history.ts). */

const wh = (
  name: string,
  province: string,
  city: string,
  district: string,
  longitude: number,
  latitude: number,
) => ({
  name,
  province,
  city,
  district,
  detail_address: `${district}物流园 8 号`,
  contact: '仓库主管',
  phone: '0512-66880000',
  longitude,
  latitude,
});

/** The member factories' downstream clients, in four provinces so the map drills down. */
export const DEMO_CLIENTS = [
  {
    member: 'kunShan',
    name: '杭州鲜丰食品有限公司',
    warehouse: wh('鲜丰萧山配送仓', '浙江省', '杭州市', '萧山区', 120.26, 30.18),
  },
  {
    member: 'kunShan',
    name: '南京金陵乳业有限公司',
    warehouse: wh('金陵江宁成品仓', '江苏省', '南京市', '江宁区', 118.84, 31.95),
  },
  {
    member: 'wuXi',
    name: '合肥徽香食品有限公司',
    warehouse: wh('徽香肥西仓', '安徽省', '合肥市', '肥西县', 117.16, 31.72),
  },
  {
    member: 'wuXi',
    name: '武汉楚天饮品有限公司',
    warehouse: wh('楚天东西湖仓', '湖北省', '武汉市', '东西湖区', 114.14, 30.62),
  },
  // 成都蜀味's own client: where it sends pallets on (流转出库) from its 下游客户数据 pages.
  {
    member: 'shuWei',
    name: '成都锦城餐饮管理有限公司',
    warehouse: wh('锦城郫都中央厨房', '四川省', '成都市', '郫都区', 103.9, 30.8),
  },
] as const;

export const PLATES = {
  inbound: '苏E7K309',
  waybill: '苏B52861',
  circulation: '川A54321',
  driver: '周强',
  driverPhone: '13900000013',
} as const;

/** Busier before 春节 and in autumn, quieter in the holiday month (index: Shanghai month 0–11). */
const MONTH_FACTORS = [1.3, 0.65, 0.9, 1, 1, 0.95, 0.9, 1, 1.2, 1.35, 1.15, 1.1];

/** The day's scale: the month's factor, a trend from 0.8 to 1.2 over the year and a small wobble. */
export function seasonOf(at: number, yearFraction: number): number {
  const date = new Date(at + 8 * 3_600_000);
  const wobble = ((date.getUTCDate() * 7919) % 13) / 60;
  return (MONTH_FACTORS[date.getUTCMonth()] as number) * (0.8 + 0.4 * yearFraction) * (0.9 + wobble);
}
