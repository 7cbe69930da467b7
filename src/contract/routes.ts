/**
 * The module route registry of SPEC §2 with the labels of GLOSSARY.md, in Chinese and English.
 * The shell builds its router, breadcrumbs and guards from it; the server builds the menus of
 * permission/loadMenuAndPermission from it, so a path and its label are written once.
 */
import type { RoleValue } from './auth';
import { activeLocale, type Locale } from './locale';
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

/**
 * A name in each portal language (issue 17 item 5). The registry's `label` and `group` are getters that
 * answer in the language in force when read (the page's, or the server request's), so the menus the
 * server builds, the shell's titles and its breadcrumbs follow a language switch.
 */
type Name = Readonly<Record<Locale, string>>;
const named = (zhCN: string, enUS: string): Name => ({ 'zh-CN': zhCN, 'en-US': enUS });

type AreaEntry = Omit<RoleArea, 'label'> & { name: Name };
const area = ({ name, ...entry }: AreaEntry): RoleArea => ({
  ...entry,
  get label() {
    return name[activeLocale()];
  },
});

const AREAS: readonly AreaEntry[] = [
  { role: 1, name: named('系统首页', 'Home'), prefix: '/system', landing: PAGES.system.board },
  { role: 2, name: named('托盘共享', 'Pallet sharing'), prefix: '/yelopack', landing: PAGES.stock.ownStock },
  { role: 5, name: named('企业中心', 'Company center'), prefix: '/center', landing: PAGES.centerAccount.my },
  {
    role: 6,
    name: named('集团数据', 'Group data'),
    prefix: '/groupCompany',
    landing: PAGES.groupCompany.groupStockManage,
  },
  {
    role: 7,
    name: named('下游客户数据', 'Downstream customer data'),
    prefix: '/downstreamCustomer',
    landing: PAGES.downstreamCustomer.downstreamStockManage,
  },
];

export const ROLE_AREAS: readonly RoleArea[] = AREAS.map(area);

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

const page = (
  path: PagePath,
  label: Name,
  group: Name,
  flags: Pick<ModuleRoute, 'detail' | 'hideCrumbs'> = {},
): ModuleRoute => ({
  path,
  get label() {
    return label[activeLocale()];
  },
  get group() {
    return group[activeLocale()];
  },
  ...flags,
  requireLogin: false,
});
const detail = (path: PagePath, label: Name, group: Name): ModuleRoute =>
  page(path, label, group, { detail: true });

const STOCK = named('库存管理', 'Stock');
const TRANSPORT = named('运输管理', 'Transport');
const LOGISTICS = named('物流托运', 'Freight');
const RETURN = named('归还管理', 'Returns');
const RETURN_RECORDS = named('归还记录', 'Return records');
const CUSTOMER = named('客户管理', 'Customers');
const WAREHOUSE = named('仓库管理', 'Warehouses');
const ACCOUNT = named('账户管理', 'Account');
const SHOP = named('积分商城', 'Points shop');
const CONTRACT = named('合同管理', 'Contracts');
const SETTLE = named('结算管理', 'Settlement');
const WEBHOOK = named('系统对接', 'Integration');
const GROUP = named('集团数据管理', 'Group data');
const DOWNSTREAM = named('下游客户数据管理', 'Downstream customer data');
const HOME = named('系统首页', 'Home');
const MESSAGES = named('消息中心', 'Messages');

export const MODULE_ROUTES: readonly ModuleRoute[] = [
  page(PAGES.system.board, named('首页看板', 'Dashboard'), HOME),
  page(PAGES.system.chart, named('数据图表', 'Charts'), HOME),

  page(PAGES.centerAccount.my, named('我的账户', 'My account'), ACCOUNT),
  page(PAGES.centerAccount.vip, named('企业会员认证', 'Membership certification'), ACCOUNT),
  page(PAGES.centerAccount.company, named('企业账号管理', 'Company accounts'), ACCOUNT),
  page(PAGES.centerAccount.role, named('角色管理', 'Roles'), ACCOUNT),
  page(PAGES.centerShop.goods, named('积分商城', 'Points shop'), SHOP),
  detail(PAGES.centerShop.goodsDetail, named('商品详情', 'Item details'), SHOP),
  page(PAGES.centerShop.orders, named('兑换订单', 'Redemption orders'), SHOP),
  page(PAGES.centerShop.address, named('收货地址', 'Delivery addresses'), SHOP),
  page(PAGES.centerContract.online, named('在线签约', 'Online signing'), CONTRACT),
  detail(PAGES.centerContract.detail, named('合同详情', 'Contract details'), CONTRACT),
  page(PAGES.centerSettle.checkC1, named('对账管理', 'Reconciliation'), SETTLE),
  detail(PAGES.centerSettle.checkc1detail, named('客户账单明细', 'Customer bill details'), SETTLE),
  detail(
    PAGES.centerSettle.checkc1addressDetail,
    named('客户仓库账单明细', 'Customer warehouse bill details'),
    SETTLE,
  ),
  detail(PAGES.centerSettle.settleDetail, named('结算单明细', 'Statement details'), SETTLE),
  detail(
    PAGES.centerSettle.overdueInventoryDetail,
    named('超期在库托盘明细', 'Overdue pallets in stock'),
    SETTLE,
  ),
  detail(PAGES.centerSettle.outBoundDetail, named('超期归还托盘明细', 'Pallets returned overdue'), SETTLE),
  detail(PAGES.centerSettle.counterOfferDetail, named('可抵扣托盘明细', 'Offsettable pallets'), SETTLE),
  detail(PAGES.centerSettle.deductionDetail, named('超期扣减明细', 'Overdue deductions'), SETTLE),
  page(PAGES.centerWebhook.endpoints, named('消息推送', 'Webhooks'), WEBHOOK),
  page(PAGES.centerWebhook.deliveries, named('投递记录', 'Deliveries'), WEBHOOK),

  page(PAGES.stock.ownStock, named('自有库存', 'Own stock'), STOCK),
  detail(PAGES.stock.ownStockDetail, named('自有库存明细', 'Own stock details'), STOCK),
  page(PAGES.stock.ownStockC1, named('自有库存(C1)', 'Own stock (C1)'), STOCK),
  detail(PAGES.stock.ownStockC1Detail, named('自有库存明细(C1)', 'Own stock details (C1)'), STOCK),
  page(PAGES.stock.outEntry, named('出库', 'Outbound'), STOCK),
  page(PAGES.stock.customer, named('下游客户库存', 'Downstream customer stock'), STOCK),
  page(PAGES.stock.sign, named('入库管理', 'Inbound'), STOCK),
  detail(PAGES.stock.signDetail, named('在途待签收', 'In transit, awaiting receipt'), STOCK),
  page(PAGES.stock.transfer, named('调拨记录', 'Transfers'), STOCK),
  detail(PAGES.stock.transferImport, named('批量导入调拨出库', 'Import transfers'), STOCK),
  page(PAGES.stock.circulationC1, named('流转出库', 'Circulation outbound'), STOCK),
  page(PAGES.stock.codeManange, named('编码管理', 'Pallet codes'), STOCK),
  detail(PAGES.stock.deductDetail, named('扣减明细', 'Deduction details'), STOCK),

  page(PAGES.transport.out, named('出库管理', 'Outbound'), TRANSPORT),
  detail(PAGES.transport.outDetail, named('运单详情', 'Waybill details'), TRANSPORT),
  detail(
    PAGES.transport.outImport,
    named('批量导入销售出库运单', 'Import sale outbound waybills'),
    TRANSPORT,
  ),
  page(PAGES.transport.gps, named('车辆定位', 'Vehicle tracking'), TRANSPORT),
  page(PAGES.transport.import, named('入库管理', 'Inbound'), TRANSPORT),
  detail(PAGES.transport.importDetail, named('入库详情', 'Inbound details'), TRANSPORT),
  detail(PAGES.transport.importOrder, named('生成入库单', 'Create inbound order'), TRANSPORT),

  page(PAGES.logistics.demand, named('托运需求单', 'Shipping demands'), LOGISTICS),
  detail(PAGES.logistics.demandDetail, named('需求单详情', 'Demand details'), LOGISTICS),
  page(PAGES.logistics.quoteHall, named('货源大厅', 'Freight hall'), LOGISTICS),
  page(PAGES.logistics.carrier, named('承运订单', 'Carrier orders'), LOGISTICS),
  detail(PAGES.logistics.carrierDetail, named('承运订单详情', 'Carrier order details'), LOGISTICS),
  page(PAGES.logistics.vehicleAudit, named('车辆审核', 'Vehicle review'), LOGISTICS),
  page(PAGES.logistics.address, named('托运地址', 'Shipping addresses'), LOGISTICS),
  page(PAGES.logistics.settle, named('运费结算', 'Freight settlement'), LOGISTICS),

  page(PAGES.return.toDoor, named('上门取件', 'Door pickup'), RETURN),
  detail(PAGES.return.toDoorDetail, named('上门取件详情', 'Door pickup details'), RETURN),
  detail(PAGES.return.toDoorImport, named('批量导入上门取件', 'Import door pickups'), RETURN),
  page(PAGES.return.self, named('自行归还', 'Self return'), RETURN),
  detail(PAGES.return.selfDetail, named('自行归还详情', 'Self return details'), RETURN),
  page(PAGES.return.transport, named('运输记录', 'Transport records'), RETURN),
  page(PAGES.returnTray.factoryReturn, named('工厂归还列表', 'Factory returns'), RETURN_RECORDS),
  detail(
    PAGES.returnTray.factoryReturnDetail,
    named('工厂归还详情', 'Factory return details'),
    RETURN_RECORDS,
  ),
  page(PAGES.returnTray.customerReturn, named('客户归还列表', 'Customer returns'), RETURN_RECORDS),

  page(PAGES.customer.sale, named('销售客户管理', 'Sales customers'), CUSTOMER),
  detail(PAGES.customer.saleDetail, named('销售客户详情', 'Sales customer details'), CUSTOMER),
  page(PAGES.address.addressmanage, named('仓库列表', 'Warehouses'), WAREHOUSE),
  detail(PAGES.address.newaddress, named('新增仓库', 'New warehouse'), WAREHOUSE),
  detail(PAGES.address.editaddress, named('编辑仓库', 'Edit warehouse'), WAREHOUSE),

  page(PAGES.groupCompany.groupStockManage, named('集团库存管理', 'Group stock'), GROUP),
  page(PAGES.groupCompany.groupStockInManage, named('集团入库管理', 'Group inbound'), GROUP),
  page(PAGES.groupCompany.groupStockOutManage, named('集团出库管理', 'Group outbound'), GROUP),
  page(PAGES.groupCompany.groupReturnRecord, named('集团归还记录', 'Group return records'), GROUP),
  page(PAGES.groupCompany.dataReport, named('数据报表', 'Reports'), GROUP),
  detail(
    PAGES.groupCompany.factoryDetail,
    named('工厂/中转仓详情', 'Factory/transit warehouse details'),
    GROUP,
  ),
  detail(
    PAGES.groupCompany.downstreamDetail,
    named('下游客户数据详情', 'Downstream customer data details'),
    GROUP,
  ),

  page(PAGES.downstreamCustomer.downstreamStockManage, named('库存管理', 'Stock'), DOWNSTREAM),
  page(PAGES.downstreamCustomer.downstreamStockInManage, named('入库管理', 'Inbound'), DOWNSTREAM),
  page(
    PAGES.downstreamCustomer.downstreamCirculateOutManage,
    named('流转出库管理', 'Circulation outbound'),
    DOWNSTREAM,
  ),
  page(PAGES.downstreamCustomer.downstreamReturnRecord, named('归还记录', 'Return records'), DOWNSTREAM),

  page(PAGES.message.list, named('消息列表', 'Messages'), MESSAGES, { hideCrumbs: true }),
  page(PAGES.message.detail, named('消息详情', 'Message details'), MESSAGES, {
    detail: true,
    hideCrumbs: true,
  }),
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
