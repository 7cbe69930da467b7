/** Every user-facing text of <yp-group-reports> and <yp-downstream-data> (GLOSSARY.md terms). */
import type { MovementList } from '../../contract/reports';
import { localized } from '../../contract/localized';
import { formatCount } from '../../contract/number-format';

/** A pallet count with its unit, — for none. */
const pallets = (value: number | null) => (value === null ? '—' : `${formatCount(value)} 片`);
const palletsEn = (value: number | null) => (value === null ? '—' : `${formatCount(value)} pcs`);

/** Numbers as each language writes them (figures-format.ts reads them). */
export const units = localized(
  {
    /** A pallet count with its unit. */
    pallets: (value: number) => `${formatCount(value)} 片`,
    /** A plain grouped number (a chart's table cell carries its unit in the column header). */
    grouped: (value: number) => formatCount(value),
  },
  {
    pallets: (value: number) => `${formatCount(value)} pcs`,
    grouped: (value: number) => formatCount(value),
  },
);

export const common = localized(
  {
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
  },
  {
    unknownView: 'This page does not exist',
    export: 'Export',
    empty: 'No data',
    member: 'Member company',
    company: 'Company',
    warehouse: 'Warehouse',
    trayType: 'Pallet type',
    keyword: 'Keyword',
    documentNo: 'Document no.',
    kind: 'Type',
    owner: 'Pallet owner',
    time: 'Time',
    quantity: 'Quantity (pcs)',
    stockKeywordPlaceholder: 'Warehouse or company name',
    documentKeywordPlaceholder: 'Document no.',
    noMember: 'Please choose a member company first',
    actions: 'Actions',
  },
);

export const figures = localized(
  {
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
    warehouseCount: (value: number) => `${formatCount(value)} 个`,
  },
  {
    onHand: 'On hand',
    available: 'Available',
    inTransit: 'In transit',
    awaitingSignature: 'Awaiting receipt',
    atDownstream: 'Held by downstream customers',
    monthIn: 'Inbound this month',
    monthOut: 'Outbound this month',
    warehouses: 'Warehouses',
    location: 'Location',
    updatedAt: 'Updated',
    warehouseCount: (value: number) => formatCount(value),
  },
);

export const MOVEMENT_LIST_LABELS: Readonly<Record<MovementList, { title: string; caption: string }>> =
  localized(
    {
      inStock: { title: '入库记录', caption: '入库记录列表' },
      outStock: { title: '出库记录', caption: '出库记录列表' },
      multiCirculation: { title: '流转记录', caption: '流转记录列表' },
      returnTray: { title: '归还记录', caption: '归还记录列表' },
    },
    {
      inStock: { title: 'Inbound records', caption: 'Inbound records' },
      outStock: { title: 'Outbound records', caption: 'Outbound records' },
      multiCirculation: { title: 'Circulation records', caption: 'Circulation records' },
      returnTray: { title: 'Return records', caption: 'Return records' },
    },
  );

export const group = localized(
  {
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
  },
  {
    stock: {
      title: 'Group stock',
      tilesOf: (month: string, oneMember: boolean) =>
        `${oneMember ? 'Member stock overview' : 'Group stock overview'} (month ${month})`,
      memberTable: 'Stock by member',
      stockCaption: 'Group stock',
      infoCaption: 'Member stock by pallet type',
      openFactory: (name: string) => `View details of ${name}`,
      openDownstream: (held: string, name: string) =>
        `${held}: view what downstream customers of ${name} hold`,
    },
    stockIn: { title: 'Group inbound' },
    stockOut: { title: 'Group outbound', tabs: 'Outbound and circulation' },
    returns: { title: 'Group return records' },
    report: {
      title: 'Reports',
      onHandChart: 'On hand by member (pcs)',
      flowChart: 'Inbound/outbound by member (pcs)',
      bucket: 'Date',
      memberColumn: 'Member company',
      inbound: 'Inbound (pcs)',
      outbound: 'Outbound (pcs)',
      totals: 'Total',
      onHandSummary: (first: string, last: string, members: string) =>
        `On hand per member at the end of ${first} to ${last}: ${members}`,
      memberEnd: (name: string, value: number, peak: number, peakAt: string) =>
        `${name} ${palletsEn(value)} (peak ${palletsEn(peak)}, ${peakAt})`,
      flowSummary: (members: string) => `Inbound and outbound per member in the period: ${members}`,
      memberFlow: (name: string, inbound: number, outbound: number) =>
        `${name} inbound ${palletsEn(inbound)}, outbound ${palletsEn(outbound)}`,
      noData: 'No data in this period',
    },
    factory: {
      title: (name: string) => `Factory/transit warehouse details: ${name}`,
      fallbackTitle: 'Factory/transit warehouse details',
      pickMember: 'Choose a member company',
      trend: 'Stock on hand (pcs)',
      stockCaption: 'Member stock',
    },
    downstream: {
      title: 'Downstream customer data details',
      caption: "Members' pallets held by downstream customers",
      holder: 'Downstream customer',
    },
  },
);

export const downstream = localized(
  {
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
  },
  {
    stock: {
      title: 'Stock',
      tiles: 'Stock by pallet type',
      stockCaption: 'Stock',
      trend: 'Stock on hand (pcs)',
      ledger: 'Movements',
      ledgerTitle: (warehouse: string, trayType: string, owner: string) =>
        `Stock movements: ${warehouse} · ${trayType} (${owner})`,
      ledgerCaption: 'Stock movements',
      ledgerEmpty: 'No stock movements',
      delta: 'Quantity change (pcs)',
      close: 'Close',
    },
    stockIn: {
      title: 'Inbound',
      arrivals: 'In transit, awaiting receipt',
      arrivalsEmpty: 'No circulation orders in transit',
      confirmArrival: 'Confirm receipt',
      confirmQuestion: (documentNo: string, from: string) =>
        `Confirm that all pallets of circulation order ${documentNo} (from ${from}) have arrived? They are then counted in your company's stock.`,
      arrived: 'Receipt confirmed, pallets taken into stock',
      from: 'Shipping company',
      toWarehouse: 'Receiving warehouse',
      plateNumber: 'Plate no.',
      shippedAt: 'Shipped at',
    },
    circulateOut: {
      title: 'Circulation outbound',
      tabs: 'Circulation and outbound',
      transfers: 'Transfers',
      transfersCaption: 'Transfers I sent',
      transfersEmpty: 'No transfers',
      toCompany: 'Receiving company',
      status: 'Status',
      cancelTransfer: 'Cancel transfer',
      cancelQuestion: (documentNo: string, company: string) =>
        `Cancel transfer ${documentNo} (to ${company})? The pallets go back to the original warehouse.`,
      cancelled: 'Transfer cancelled, pallets returned',
    },
    returns: { title: 'Return records' },
  },
);

export const trend = localized(
  {
    bucket: '日期',
    summary: (first: string, last: string, from: number, to: number, peak: number, peakAt: string) =>
      `${first} 至 ${last} 在库量从 ${pallets(from)}变为 ${pallets(to)}，最高 ${pallets(peak)}（${peakAt}）`,
  },
  {
    bucket: 'Date',
    summary: (first: string, last: string, from: number, to: number, peak: number, peakAt: string) =>
      `From ${first} to ${last} stock on hand went from ${palletsEn(from)} to ${palletsEn(to)}, peaking at ${palletsEn(peak)} (${peakAt})`,
  },
);
