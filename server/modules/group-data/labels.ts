import { localized } from '../../../src/contract/localized';

/** Field descriptions, file names and export headers of the group and downstream data lists, in Chinese and English. */
export const GROUP_DATA_LABELS = localized(
  {
    startDate: '开始日期 yyyy-MM-dd（含，北京时间）',
    endDate: '结束日期 yyyy-MM-dd（含，北京时间）',
    documentKeyword: '单据编号',
    stockKeyword: '仓库或企业名称',
  },
  {
    startDate: 'Start date, yyyy-MM-dd (inclusive, Beijing time)',
    endDate: 'End date, yyyy-MM-dd (inclusive, Beijing time)',
    documentKeyword: 'Document no.',
    stockKeyword: 'Warehouse or company name',
  },
);

/** Each list's title: its summary in /api/docs and its export's file name. */
export const LIST_TITLES = localized(
  {
    inStock: '入库记录',
    outStock: '出库记录',
    multiCirculation: '流转记录',
    returnTray: '归还记录',
    stock: '库存',
    stockInfo: '库存信息',
  },
  {
    inStock: 'Inbound records',
    outStock: 'Outbound records',
    multiCirculation: 'Circulation records',
    returnTray: 'Return records',
    stock: 'Stock',
    stockInfo: 'Stock information',
  },
);

/** Whose data a route set shows, prefixed to the titles. */
export const AREA_TITLES = localized(
  { group: '集团数据', downstream: '下游客户数据' },
  { group: 'Group data', downstream: 'Downstream customer data' },
);

export const EXPORT_HEADERS = localized(
  {
    company: '企业名称',
    kind: '类型',
    province: '省份',
    city: '城市',
    trayTypeCode: '托盘类型编码',
    owner: '托盘所属企业',
    onHand: '在库数量',
    available: '可用数量',
    inTransit: '在途数量',
    awaitingSignature: '待签收数量',
    atDownstream: '下游客户持有',
    warehouses: '仓库数',
    updatedAt: '更新时间',
  },
  {
    company: 'Company name',
    kind: 'Type',
    province: 'Province',
    city: 'City',
    trayTypeCode: 'Pallet type code',
    owner: 'Owning company',
    onHand: 'On hand',
    available: 'Available',
    inTransit: 'In transit',
    awaitingSignature: 'Awaiting receipt',
    atDownstream: 'Held by downstream customers',
    warehouses: 'Warehouses',
    updatedAt: 'Updated at',
  },
);
