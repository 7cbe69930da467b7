/**
 * Every module page path of SPEC §2, written once. The route registry (routes.ts), the shell, the widget
 * declarations and the widgets' `yp-navigate` events name pages through these constants, never literals.
 * Grouped by the path's menu area; the leaf names are SPEC's own (typos such as codeManange included).
 */
const Y = '/yelopack';
const G = '/groupCompany/groupCompanyManage';
const D = '/downstreamCustomer/downstreamCustomerManage';

export const PAGES = {
  system: { board: '/system/board', chart: '/system/chart' },
  centerAccount: {
    my: '/center/account/my',
    vip: '/center/account/vip',
    company: '/center/account/company',
    role: '/center/account/role',
  },
  // The points shop (issue 12 item 7: routes of our own beside SPEC §2's).
  centerShop: {
    goods: '/center/shop/goods',
    goodsDetail: '/center/shop/goodsDetail',
    orders: '/center/shop/orders',
    address: '/center/shop/address',
  },
  // Online contract signing (issue 13: routes of our own beside SPEC §2's).
  centerContract: {
    online: '/center/contract/online',
    detail: '/center/contract/detail',
  },
  // Webhooks (issue 17 item 3: routes of our own).
  centerWebhook: {
    endpoints: '/center/webhook/endpoints',
    deliveries: '/center/webhook/deliveries',
  },
  centerSettle: {
    checkC1: '/center/settle/check_c1',
    checkc1detail: '/center/settle/checkc1detail',
    checkc1addressDetail: '/center/settle/checkc1addressDetail',
    settleDetail: '/center/settle/settleDetail',
    overdueInventoryDetail: '/center/settle/overdueInventoryDetail',
    outBoundDetail: '/center/settle/outBoundDetail',
    counterOfferDetail: '/center/settle/counterOfferDetail',
    deductionDetail: '/center/settle/deductionDetail',
  },
  stock: {
    ownStock: `${Y}/stock/ownStock`,
    ownStockDetail: `${Y}/stock/ownStockDetail`,
    ownStockC1: `${Y}/stock/ownStockC1`,
    ownStockC1Detail: `${Y}/stock/ownStockC1Detail`,
    outEntry: `${Y}/stock/outEntry`,
    customer: `${Y}/stock/customer`,
    sign: `${Y}/stock/sign`,
    signDetail: `${Y}/stock/signDetail`,
    transfer: `${Y}/stock/transfer`,
    /** Bulk import of transfers (issue 17 item 1: a route of our own). */
    transferImport: `${Y}/stock/transferImport`,
    circulationC1: `${Y}/stock/circulationC1`,
    codeManange: `${Y}/stock/codeManange`,
    deductDetail: `${Y}/stock/deductDetail`,
  },
  transport: {
    out: `${Y}/transport/out`,
    outDetail: `${Y}/transport/outDetail`,
    /** Bulk import of sale-outbound waybills (issue 17 item 1: a route of our own). */
    outImport: `${Y}/transport/outImport`,
    gps: `${Y}/transport/gps`,
    import: `${Y}/transport/import`,
    importDetail: `${Y}/transport/importDetail`,
    importOrder: `${Y}/transport/importOrder`,
  },
  // Freight entrustment (issue 15: routes of our own; SPEC §2 lists none).
  logistics: {
    demand: `${Y}/logistics/demand`,
    demandDetail: `${Y}/logistics/demandDetail`,
    quoteHall: `${Y}/logistics/quoteHall`,
    carrier: `${Y}/logistics/carrier`,
    carrierDetail: `${Y}/logistics/carrierDetail`,
    vehicleAudit: `${Y}/logistics/vehicleAudit`,
    address: `${Y}/logistics/address`,
    settle: `${Y}/logistics/settle`,
  },
  return: {
    toDoor: `${Y}/return/toDoor`,
    toDoorDetail: `${Y}/return/toDoorDetail`,
    /** Bulk import of door pickups (issue 17 item 1: a route of our own). */
    toDoorImport: `${Y}/return/toDoorImport`,
    self: `${Y}/return/self`,
    selfDetail: `${Y}/return/selfDetail`,
    transport: `${Y}/return/transport`,
  },
  returnTray: {
    factoryReturn: `${Y}/returntray/factoryReturn`,
    factoryReturnDetail: `${Y}/returntray/factoryReturnDetail`,
    customerReturn: `${Y}/returntray/customerReturn`,
  },
  customer: { sale: `${Y}/customer/sale`, saleDetail: `${Y}/customer/saleDetail` },
  address: {
    addressmanage: `${Y}/address/addressmanage`,
    newaddress: `${Y}/address/newaddress`,
    editaddress: `${Y}/address/editaddress`,
  },
  groupCompany: {
    groupStockManage: `${G}/groupStockManage`,
    groupStockInManage: `${G}/groupStockInManage`,
    groupStockOutManage: `${G}/groupStockOutManage`,
    groupReturnRecord: `${G}/groupReturnRecord`,
    dataReport: `${G}/dataReport`,
    factoryDetail: `${G}/factoryDetail`,
    downstreamDetail: `${G}/downstreamDetail`,
  },
  downstreamCustomer: {
    downstreamStockManage: `${D}/downstreamStockManage`,
    downstreamStockInManage: `${D}/downstreamStockInManage`,
    downstreamCirculateOutManage: `${D}/downstreamCirculateOutManage`,
    downstreamReturnRecord: `${D}/downstreamReturnRecord`,
  },
  message: { list: '/message/message', detail: '/message/detail' },
} as const;

type Leaves<T> = { [K in keyof T]: T[K] extends string ? T[K] : Leaves<T[K]> }[keyof T];

/** A module page path of SPEC §2. */
export type PagePath = Leaves<typeof PAGES>;
