import type { RoleValue } from '../../../src/contract/auth';

/** Every demo account logs in with this password. */
export const DEMO_PASSWORD = 'Demo@123456';

export const DEMO_COMPANIES = {
  leCheng: '上海乐橙食品有限公司',
  huaRunGroup: '苏州华润包装集团',
  kunShan: '苏州华润包装集团昆山工厂',
  wuXi: '苏州华润包装集团无锡工厂',
  baiYun: '广州白云物流有限公司',
  shuWei: '成都蜀味餐饮供应链有限公司',
  jiaDing: '上海嘉定鲜果批发有限公司',
} as const;

/** Custom roles of 上海乐橙: the supervisor holds every code, the clerk all but these. */
export const SUPERVISOR_ROLE = '业务主管';
export const CLERK_ROLE = '仓库文员';
export const CLERK_DENIED_CODES = [
  'yelopack-stock-own-transferOut',
  'yelopack-stock-transfer-cancel',
  'yelopack-transport-out-delete',
  // Returning pallets to the platform (上门取件/自行归还/确认归还) ends their rent: the supervisor's call.
  'yelopack-return-toDoor-goReturn',
];
/** The clerk also holds no export code. */
export const isExportCode = (code: string): boolean => /-export/.test(code);

export interface DemoMembership {
  company: string;
  role: RoleValue;
  /** Company administrator: holds every permission code. */
  admin: boolean;
  customRole?: typeof SUPERVISOR_ROLE | typeof CLERK_ROLE;
}

export interface DemoAccount {
  userAccount: string;
  username: string;
  mobile: string;
  area: string;
  note: string;
  /** The first membership is the one login/login opens. */
  memberships: DemoMembership[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userAccount: 'demo_home',
    username: '张伟',
    mobile: '13800000001',
    area: '1 系统首页',
    note: '',
    memberships: [{ company: DEMO_COMPANIES.leCheng, role: 1, admin: false, customRole: SUPERVISOR_ROLE }],
  },
  {
    userAccount: 'demo_pallet',
    username: '李娜',
    mobile: '13800000002',
    area: '2 托盘共享',
    note: '子账号，角色「业务主管」，拥有全部权限',
    memberships: [{ company: DEMO_COMPANIES.leCheng, role: 2, admin: false, customRole: SUPERVISOR_ROLE }],
  },
  {
    userAccount: 'demo_center',
    username: '王芳',
    mobile: '13800000003',
    area: '5 企业中心',
    note: '企业管理员（企业中心管理本企业的账号、角色和管理员）',
    memberships: [{ company: DEMO_COMPANIES.leCheng, role: 5, admin: true }],
  },
  {
    userAccount: 'demo_group',
    username: '刘洋',
    mobile: '13800000004',
    area: '6 集团数据',
    note: '集团管理员',
    memberships: [{ company: DEMO_COMPANIES.huaRunGroup, role: 6, admin: true }],
  },
  {
    userAccount: 'demo_c1',
    username: '陈静',
    mobile: '13800000005',
    area: '7 下游客户数据',
    note: '下游 C1 客户',
    memberships: [{ company: DEMO_COMPANIES.shuWei, role: 7, admin: true }],
  },
  {
    userAccount: 'demo_multi',
    username: '杨磊',
    mobile: '13800000006',
    area: '2 托盘共享',
    note: '属于两家企业，可切换企业',
    memberships: [
      { company: DEMO_COMPANIES.leCheng, role: 2, admin: false, customRole: SUPERVISOR_ROLE },
      { company: DEMO_COMPANIES.baiYun, role: 2, admin: true },
    ],
  },
  {
    userAccount: 'demo_clerk',
    username: '赵敏',
    mobile: '13800000007',
    area: '2 托盘共享',
    note: '子账号，角色「仓库文员」，无调拨/删除/导出权限',
    memberships: [{ company: DEMO_COMPANIES.leCheng, role: 2, admin: false, customRole: CLERK_ROLE }],
  },
  {
    userAccount: 'demo_carrier',
    username: '黄志强',
    mobile: '13800000008',
    area: '2 托盘共享',
    // 广州白云物流's administrator is demo_multi (one per company): this is its dispatcher, whose custom
    // role 承运调度 (every 物流 code) the entrust seed makes (server/modules/entrust/seed.ts).
    note: '承运方广州白云物流的子账号，角色「承运调度」（物流全部权限：货源大厅报价、承运订单）',
    memberships: [{ company: DEMO_COMPANIES.baiYun, role: 2, admin: false }],
  },
];
