import { DEMO_COMPANIES } from '../../../db/seed/demo-accounts';
import type { TrayTypesTable } from './tables';

/** The platform's tray types; rent per pallet per day and deposit per pallet, in fen. */
export const TRAY_TYPES: readonly TrayTypesTable[] = [
  {
    code: '1210',
    name: '川字塑料托盘',
    size: '1200×1000 mm',
    material: 'HDPE 高密度聚乙烯',
    daily_rent_fen: 30,
    deposit_fen: 15000,
    sort_order: 1,
  },
  {
    code: '1311',
    name: '田字网格托盘',
    size: '1300×1100 mm',
    material: 'PP 聚丙烯',
    daily_rent_fen: 35,
    deposit_fen: 18000,
    sort_order: 2,
  },
  {
    code: '1208',
    name: '九脚注塑托盘',
    size: '1200×800 mm',
    material: 'PP 注塑',
    daily_rent_fen: 20,
    deposit_fen: 9000,
    sort_order: 3,
  },
];

export interface DemoWarehouse {
  company: string;
  name: string;
  province: string;
  city: string;
  district: string;
  detailAddress: string;
  contact: string;
  phone: string;
  longitude: number;
  latitude: number;
  isDefault: boolean;
  /** Door readers at the warehouse's gates. */
  readers: number;
}

/** Demo warehouses in real cities at real coordinates (GCJ-02, as map pickers return them). */
export const DEMO_WAREHOUSES: readonly DemoWarehouse[] = [
  {
    company: DEMO_COMPANIES.leCheng,
    name: '乐橙嘉定中心仓',
    province: '上海市',
    city: '上海市',
    district: '嘉定区',
    detailAddress: '马陆镇宝安公路2999号3号库',
    contact: '周建国',
    phone: '13916685201',
    longitude: 121.2869,
    latitude: 31.3397,
    isDefault: true,
    readers: 2,
  },
  {
    company: DEMO_COMPANIES.leCheng,
    name: '乐橙浦东冷链仓',
    province: '上海市',
    city: '上海市',
    district: '浦东新区',
    detailAddress: '康桥镇秀浦路2555号B座',
    contact: '吴丽华',
    phone: '021-58127730',
    longitude: 121.5876,
    latitude: 31.1405,
    isDefault: false,
    readers: 2,
  },
  {
    company: DEMO_COMPANIES.leCheng,
    name: '乐橙苏州园区分仓',
    province: '江苏省',
    city: '苏州市',
    district: '苏州工业园区',
    detailAddress: '星龙街428号苏春工业坊12栋',
    contact: '钱晓峰',
    phone: '13862107736',
    longitude: 120.7338,
    latitude: 31.3198,
    isDefault: false,
    readers: 1,
  },
  {
    company: DEMO_COMPANIES.huaRunGroup,
    name: '华润集团苏州总仓',
    province: '江苏省',
    city: '苏州市',
    district: '苏州工业园区',
    detailAddress: '苏虹东路188号',
    contact: '孙海涛',
    phone: '0512-62583310',
    longitude: 120.7421,
    latitude: 31.3312,
    isDefault: true,
    readers: 1,
  },
  {
    company: DEMO_COMPANIES.kunShan,
    name: '华润昆山工厂成品仓',
    province: '江苏省',
    city: '苏州市',
    district: '昆山市',
    detailAddress: '开发区前进东路1188号',
    contact: '顾振宇',
    phone: '13771826654',
    longitude: 121.0111,
    latitude: 31.3853,
    isDefault: true,
    readers: 2,
  },
  {
    company: DEMO_COMPANIES.wuXi,
    name: '华润无锡工厂原料仓',
    province: '江苏省',
    city: '无锡市',
    district: '新吴区',
    detailAddress: '长江南路35号',
    contact: '蒋文斌',
    phone: '13506187742',
    longitude: 120.3552,
    latitude: 31.4876,
    isDefault: true,
    readers: 1,
  },
  {
    company: DEMO_COMPANIES.baiYun,
    name: '白云物流太和仓',
    province: '广东省',
    city: '广州市',
    district: '白云区',
    detailAddress: '太和镇广从五路628号',
    contact: '黄志明',
    phone: '020-37336218',
    longitude: 113.3497,
    latitude: 23.3087,
    isDefault: true,
    readers: 2,
  },
  {
    company: DEMO_COMPANIES.baiYun,
    name: '白云物流人和仓',
    province: '广东省',
    city: '广州市',
    district: '白云区',
    detailAddress: '人和镇鹤龙路88号',
    contact: '梁家辉',
    phone: '13922461358',
    longitude: 113.2839,
    latitude: 23.3421,
    isDefault: false,
    readers: 1,
  },
  {
    company: DEMO_COMPANIES.shuWei,
    name: '蜀味双流配送中心',
    province: '四川省',
    city: '成都市',
    district: '双流区',
    detailAddress: '西航港街道空港一路一段118号',
    contact: '李红梅',
    phone: '13880526617',
    longitude: 103.9461,
    latitude: 30.5733,
    isDefault: true,
    readers: 1,
  },
  {
    company: DEMO_COMPANIES.jiaDing,
    name: '嘉定鲜果江桥仓',
    province: '上海市',
    city: '上海市',
    district: '嘉定区',
    detailAddress: '江桥镇金园一路1号江桥批发市场北区',
    contact: '徐卫东',
    phone: '13301760928',
    longitude: 121.3269,
    latitude: 31.2473,
    isDefault: true,
    readers: 1,
  },
];
