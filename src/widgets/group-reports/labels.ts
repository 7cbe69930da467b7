/** Every user-facing text of <yp-group-reports> and <yp-downstream-data> (GLOSSARY.md terms). */
import type { MovementList } from '../../contract/reports';

const count = new Intl.NumberFormat('zh-CN');

/** A pallet count with its unit, — for none. */
export const pallets = (value: number | null) => (value === null ? '—' : `${count.format(value)} 片`);
/** A plain grouped number (a chart's table cell carries its unit in the column header). */
export const grouped = (value: number) => count.format(value);

export const common = {
  unknownView: '该页面不存在',
  export: '导出',
  empty: '暂无数据',
  member: '成员企业',
  company: '企业',
  warehouse: '仓库',
  trayType: '托盘类型',
  keyword: '关键词',
  documentNo: '单号',
  kind: '类型',
  owner: '托盘归属',
  time: '时间',
  quantity: '数量（片）',
  stockKeywordPlaceholder: '仓库或企业名称',
  documentKeywordPlaceholder: '单号',
  noMember: '请先选择成员企业',
  actions: '操作',
};

export const figures = {
  onHand: '在库',
  available: '可用',
  inTransit: '在途',
  awaitingSignature: '待签收',
  atDownstream: '下游客户持有',
  monthIn: '本月入库',
  monthOut: '本月出库',
  warehouses: '仓库数',
  location: '所在地',
  updatedAt: '更新时间',
  warehouseCount: (value: number) => `${count.format(value)} 个`,
};

export const MOVEMENT_LIST_LABELS: Readonly<Record<MovementList, { title: string; caption: string }>> = {
  inStock: { title: '入库记录', caption: '入库记录列表' },
  outStock: { title: '出库记录', caption: '出库记录列表' },
  multiCirculation: { title: '流转记录', caption: '流转记录列表' },
  returnTray: { title: '归还记录', caption: '归还记录列表' },
};

export const group = {
  stock: {
    title: '集团库存管理',
    tilesOf: (month: string, oneMember: boolean) =>
      `${oneMember ? '成员库存概况' : '集团库存概况'}（统计月份 ${month}）`,
    memberTable: '各成员库存',
    stockCaption: '集团库存列表',
    infoCaption: '各成员按托盘类型库存',
    openFactory: (name: string) => `查看 ${name} 详情`,
    /** Starts with what the button shows (its accessible name must contain its visible text). */
    openDownstream: (held: string, name: string) => `${held}：查看 ${name} 的下游客户持有`,
  },
  stockIn: { title: '集团入库管理' },
  stockOut: { title: '集团出库管理', tabs: '出库与流转' },
  returns: { title: '集团归还记录' },
  report: {
    title: '数据报表',
    onHandChart: '各成员在库对比（片）',
    flowChart: '各成员入库/出库对比（片）',
    bucket: '日期',
    memberColumn: '成员企业',
    inbound: '入库（片）',
    outbound: '出库（片）',
    totals: '合计',
    onHandSummary: (first: string, last: string, members: string) =>
      `${first} 至 ${last} 各成员期末在库：${members}`,
    memberEnd: (name: string, value: number, peak: number, peakAt: string) =>
      `${name} ${pallets(value)}（最高 ${pallets(peak)}，${peakAt}）`,
    flowSummary: (members: string) => `统计区间内各成员入库与出库：${members}`,
    memberFlow: (name: string, inbound: number, outbound: number) =>
      `${name} 入库 ${pallets(inbound)}、出库 ${pallets(outbound)}`,
    noData: '统计区间内暂无数据',
  },
  factory: {
    title: (name: string) => `工厂/中转仓详情：${name}`,
    fallbackTitle: '工厂/中转仓详情',
    pickMember: '选择成员企业',
    trend: '在库趋势（片）',
    stockCaption: '成员库存列表',
  },
  downstream: {
    title: '下游客户数据详情',
    caption: '下游客户持有的成员托盘',
    holder: '下游客户',
  },
};

export const downstream = {
  stock: {
    title: '库存管理',
    tiles: '各托盘类型库存',
    stockCaption: '库存列表',
    trend: '在库趋势（片）',
    ledger: '流水',
    ledgerTitle: (warehouse: string, trayType: string, owner: string) =>
      `库存流水：${warehouse} · ${trayType}（${owner}）`,
    ledgerCaption: '库存流水列表',
    ledgerEmpty: '暂无库存流水',
    delta: '变动数量（片）',
    close: '关闭',
  },
  stockIn: {
    title: '入库管理',
    arrivals: '在途待确认到货',
    arrivalsEmpty: '没有在途的流转单',
    confirmArrival: '确认到货',
    confirmQuestion: (documentNo: string, from: string) =>
      `确认流转单 ${documentNo}（来自 ${from}）的托盘已全部到货？确认后托盘计入本企业库存。`,
    arrived: '已确认到货，托盘已入库',
    from: '发货企业',
    toWarehouse: '收货仓库',
    plateNumber: '车牌号',
    shippedAt: '发货时间',
  },
  circulateOut: {
    title: '流转出库管理',
    tabs: '流转与出库',
    transfers: '调拨单',
    transfersCaption: '我发出的调拨单',
    transfersEmpty: '暂无调拨单',
    toCompany: '调入企业',
    status: '状态',
    cancelTransfer: '取消调拨',
    cancelQuestion: (documentNo: string, company: string) =>
      `确认取消调拨单 ${documentNo}（调给 ${company}）？托盘将退回原仓库。`,
    cancelled: '调拨已取消，托盘已退回',
  },
  returns: { title: '归还记录' },
};

export const trend = {
  bucket: '日期',
  summary: (first: string, last: string, from: number, to: number, peak: number, peakAt: string) =>
    `${first} 至 ${last} 在库量从 ${pallets(from)}变为 ${pallets(to)}，最高 ${pallets(peak)}（${peakAt}）`,
};
