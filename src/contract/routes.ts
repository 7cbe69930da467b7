/**
 * The module route registry of SPEC §2 with the Chinese labels of GLOSSARY.md.
 * The shell builds its router, breadcrumbs and guards from it; the server builds the menus of
 * permission/loadMenuAndPermission from it, so a path and its label are written once.
 */
import type { RoleValue } from './auth';
import { PAGES, type PagePath } from './pages';

export { PAGES, type PagePath } from './pages';

export interface RoleArea {
  role: RoleValue;
  label: string;
  /** Every module path of the area starts with this prefix. */
  prefix: string;
  /** Where a user of this area lands (session field defaultClick). */
  landing: PagePath;
}

export const ROLE_AREAS: readonly RoleArea[] = [
  { role: 1, label: '系统首页', prefix: '/system', landing: PAGES.system.board },
  { role: 2, label: '托盘共享', prefix: '/yelopack', landing: PAGES.stock.ownStock },
  { role: 5, label: '企业中心', prefix: '/center', landing: PAGES.centerAccount.my },
  {
    role: 6,
    label: '集团数据',
    prefix: '/groupCompany',
    landing: PAGES.groupCompany.groupStockManage,
  },
  {
    role: 7,
    label: '下游客户数据',
    prefix: '/downstreamCustomer',
    landing: PAGES.downstreamCustomer.downstreamStockManage,
  },
];

export interface ModuleRoute {
  path: PagePath;
  label: string;
  /** The menu group the page belongs to (also the first breadcrumb below the area). */
  group: string;
  /** Detail pages are reached from a list, are not in the menu and clear deeper breadcrumb entries. */
  detail?: boolean;
  /** Messages pages hide the breadcrumb. */
  hideCrumbs?: boolean;
  /** SPEC §2: module route tables carry a required-login flag of false; the shell guard still applies. */
  requireLogin: false;
}

const page = (path: PagePath, label: string, group: string): ModuleRoute => ({
  path,
  label,
  group,
  requireLogin: false,
});
const detail = (path: PagePath, label: string, group: string): ModuleRoute => ({
  ...page(path, label, group),
  detail: true,
});

const STOCK = '库存管理';
const TRANSPORT = '运输管理';
const LOGISTICS = '物流托运';
const RETURN = '归还管理';
const RETURN_RECORDS = '归还记录';
const CUSTOMER = '客户管理';
const WAREHOUSE = '仓库管理';
const ACCOUNT = '账户管理';
const SHOP = '积分商城';
const CONTRACT = '合同管理';
const SETTLE = '结算管理';
const WEBHOOK = '系统对接';
const GROUP = '集团数据管理';
const DOWNSTREAM = '下游客户数据管理';
const HOME = '系统首页';
const MESSAGES = '消息中心';

export const MODULE_ROUTES: readonly ModuleRoute[] = [
  page(PAGES.system.board, '首页看板', HOME),
  page(PAGES.system.chart, '数据图表', HOME),

  page(PAGES.centerAccount.my, '我的账户', ACCOUNT),
  page(PAGES.centerAccount.vip, '企业会员认证', ACCOUNT),
  page(PAGES.centerAccount.company, '企业账号管理', ACCOUNT),
  page(PAGES.centerAccount.role, '角色管理', ACCOUNT),
  page(PAGES.centerShop.goods, '积分商城', SHOP),
  detail(PAGES.centerShop.goodsDetail, '商品详情', SHOP),
  page(PAGES.centerShop.orders, '兑换订单', SHOP),
  page(PAGES.centerShop.address, '收货地址', SHOP),
  page(PAGES.centerContract.online, '在线签约', CONTRACT),
  detail(PAGES.centerContract.detail, '合同详情', CONTRACT),
  page(PAGES.centerSettle.checkC1, '对账管理', SETTLE),
  detail(PAGES.centerSettle.checkc1detail, '客户账单明细', SETTLE),
  detail(PAGES.centerSettle.checkc1addressDetail, '客户仓库账单明细', SETTLE),
  detail(PAGES.centerSettle.settleDetail, '结算单明细', SETTLE),
  detail(PAGES.centerSettle.overdueInventoryDetail, '超期在库托盘明细', SETTLE),
  detail(PAGES.centerSettle.outBoundDetail, '超期归还托盘明细', SETTLE),
  detail(PAGES.centerSettle.counterOfferDetail, '可抵扣托盘明细', SETTLE),
  detail(PAGES.centerSettle.deductionDetail, '超期扣减明细', SETTLE),
  page(PAGES.centerWebhook.endpoints, '消息推送', WEBHOOK),
  page(PAGES.centerWebhook.deliveries, '投递记录', WEBHOOK),

  page(PAGES.stock.ownStock, '自有库存', STOCK),
  detail(PAGES.stock.ownStockDetail, '自有库存明细', STOCK),
  page(PAGES.stock.ownStockC1, '自有库存(C1)', STOCK),
  detail(PAGES.stock.ownStockC1Detail, '自有库存明细(C1)', STOCK),
  page(PAGES.stock.outEntry, '出库', STOCK),
  page(PAGES.stock.customer, '下游客户库存', STOCK),
  page(PAGES.stock.sign, '入库管理', STOCK),
  detail(PAGES.stock.signDetail, '在途待签收', STOCK),
  page(PAGES.stock.transfer, '调拨记录', STOCK),
  detail(PAGES.stock.transferImport, '批量导入调拨出库', STOCK),
  page(PAGES.stock.circulationC1, '流转出库', STOCK),
  page(PAGES.stock.codeManange, '编码管理', STOCK),
  detail(PAGES.stock.deductDetail, '扣减明细', STOCK),

  page(PAGES.transport.out, '出库管理', TRANSPORT),
  detail(PAGES.transport.outDetail, '运单详情', TRANSPORT),
  detail(PAGES.transport.outImport, '批量导入销售出库运单', TRANSPORT),
  page(PAGES.transport.gps, '车辆定位', TRANSPORT),
  page(PAGES.transport.import, '入库管理', TRANSPORT),
  detail(PAGES.transport.importDetail, '入库详情', TRANSPORT),
  detail(PAGES.transport.importOrder, '生成入库单', TRANSPORT),

  page(PAGES.logistics.demand, '托运需求单', LOGISTICS),
  detail(PAGES.logistics.demandDetail, '需求单详情', LOGISTICS),
  page(PAGES.logistics.quoteHall, '货源大厅', LOGISTICS),
  page(PAGES.logistics.carrier, '承运订单', LOGISTICS),
  detail(PAGES.logistics.carrierDetail, '承运订单详情', LOGISTICS),
  page(PAGES.logistics.vehicleAudit, '车辆审核', LOGISTICS),
  page(PAGES.logistics.address, '托运地址', LOGISTICS),
  page(PAGES.logistics.settle, '运费结算', LOGISTICS),

  page(PAGES.return.toDoor, '上门取件', RETURN),
  detail(PAGES.return.toDoorDetail, '上门取件详情', RETURN),
  detail(PAGES.return.toDoorImport, '批量导入上门取件', RETURN),
  page(PAGES.return.self, '自行归还', RETURN),
  detail(PAGES.return.selfDetail, '自行归还详情', RETURN),
  page(PAGES.return.transport, '运输记录', RETURN),
  page(PAGES.returnTray.factoryReturn, '工厂归还列表', RETURN_RECORDS),
  detail(PAGES.returnTray.factoryReturnDetail, '工厂归还详情', RETURN_RECORDS),
  page(PAGES.returnTray.customerReturn, '客户归还列表', RETURN_RECORDS),

  page(PAGES.customer.sale, '销售客户管理', CUSTOMER),
  detail(PAGES.customer.saleDetail, '销售客户详情', CUSTOMER),
  page(PAGES.address.addressmanage, '仓库列表', WAREHOUSE),
  detail(PAGES.address.newaddress, '新增仓库', WAREHOUSE),
  detail(PAGES.address.editaddress, '编辑仓库', WAREHOUSE),

  page(PAGES.groupCompany.groupStockManage, '集团库存管理', GROUP),
  page(PAGES.groupCompany.groupStockInManage, '集团入库管理', GROUP),
  page(PAGES.groupCompany.groupStockOutManage, '集团出库管理', GROUP),
  page(PAGES.groupCompany.groupReturnRecord, '集团归还记录', GROUP),
  page(PAGES.groupCompany.dataReport, '数据报表', GROUP),
  detail(PAGES.groupCompany.factoryDetail, '工厂/中转仓详情', GROUP),
  detail(PAGES.groupCompany.downstreamDetail, '下游客户数据详情', GROUP),

  page(PAGES.downstreamCustomer.downstreamStockManage, '库存管理', DOWNSTREAM),
  page(PAGES.downstreamCustomer.downstreamStockInManage, '入库管理', DOWNSTREAM),
  page(PAGES.downstreamCustomer.downstreamCirculateOutManage, '流转出库管理', DOWNSTREAM),
  page(PAGES.downstreamCustomer.downstreamReturnRecord, '归还记录', DOWNSTREAM),

  { ...page(PAGES.message.list, '消息列表', MESSAGES), hideCrumbs: true },
  { ...detail(PAGES.message.detail, '消息详情', MESSAGES), hideCrumbs: true },
];

/** Top-level routes open to visitors (a user with a token is sent onward). */
export const VISITOR_ROUTES = [
  { path: '/login', label: '登录' },
  { path: '/register', label: '注册' },
  { path: '/findPasswordFirst', label: '找回密码' },
  { path: '/findPasswordSecond', label: '设置新密码' },
  { path: '/cookiedec', label: 'Cookie 声明' },
  { path: '/sso', label: '单点登录' },
] as const;

/** Top-level routes SPEC §2 lists as requiring authentication. */
export const AUTH_TOP_ROUTES = ['/app', '/information', '/transit', '/map'] as const;

export const SHELL_PATH = '/main';
// Its own module, so the portal's entry can name it without carrying the route table (shell/main.tsx).
export { LOGIN_PATH } from './login-path';
export const UNKNOWN_PATH_TARGET = PAGES.system.chart;

/** The role area a module path belongs to; null for paths every area may open (messages). */
export function roleOfPath(path: string): RoleValue | null {
  return ROLE_AREAS.find((area) => path === area.prefix || path.startsWith(`${area.prefix}/`))?.role ?? null;
}

export function areaOfRole(role: RoleValue): RoleArea {
  const area = ROLE_AREAS.find((candidate) => candidate.role === role);
  if (!area) throw new Error(`unknown role ${role}`);
  return area;
}
