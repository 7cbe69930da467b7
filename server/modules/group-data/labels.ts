/** Chinese field descriptions, file names and export headers of the group and downstream data lists. */
export const GROUP_DATA_LABELS = {
  startDate: '开始日期 yyyy-MM-dd（含，北京时间）',
  endDate: '结束日期 yyyy-MM-dd（含，北京时间）',
  documentKeyword: '单据编号',
  stockKeyword: '仓库或企业名称',
} as const;

/** Each list's title: its summary in /api/docs and its export's file name. */
export const LIST_TITLES = {
  inStock: '入库记录',
  outStock: '出库记录',
  multiCirculation: '流转记录',
  returnTray: '归还记录',
  stock: '库存',
  stockInfo: '库存信息',
} as const;

/** Whose data a route set shows, prefixed to the titles. */
export const AREA_TITLES = { group: '集团数据', downstream: '下游客户数据' } as const;

export const EXPORT_HEADERS = {
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
} as const;
