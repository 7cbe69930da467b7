/** Every text of <yp-transport>, in Chinese and English (GLOSSARY.md wording). */
import type { InboundStatus } from '../../contract/stock';
import {
  WAYBILL_STATUS_LABELS,
  type InboundSource,
  type ListedWaybillStatus,
  type VehicleProvider,
} from '../../contract/transport';
import { localized, textsIn } from '../../contract/localized';

export { WAYBILL_STATUS_LABELS };

export const common = localized(
  {
    all: '全部',
    export: '导出',
    actions: '操作',
    status: '状态',
    documentNo: '单据编号',
    trayType: '托盘类型',
    quantity: '数量',
    plateNumber: '车牌号',
    remark: '备注',
    createdAt: '创建时间',
    warehouse: '仓库',
    empty: '暂无数据',
    notFound: '单据不存在',
    back: '返回',
    viewDetail: '查看详情',
  } as const,
  {
    all: 'All',
    export: 'Export',
    actions: 'Actions',
    status: 'Status',
    documentNo: 'Document no.',
    trayType: 'Pallet type',
    quantity: 'Quantity',
    plateNumber: 'Plate no.',
    remark: 'Remarks',
    createdAt: 'Created',
    warehouse: 'Warehouse',
    empty: 'No data',
    notFound: 'Document not found',
    back: 'Back',
    viewDetail: 'View details',
  },
);

export const LISTED_STATUS_LABELS: Readonly<Record<ListedWaybillStatus, string>> = localized(
  {
    created: textsIn(WAYBILL_STATUS_LABELS, 'zh-CN').created,
    inTransit: textsIn(WAYBILL_STATUS_LABELS, 'zh-CN').inTransit,
    arrived: textsIn(WAYBILL_STATUS_LABELS, 'zh-CN').arrived,
    confirmed: textsIn(WAYBILL_STATUS_LABELS, 'zh-CN').confirmed,
  },
  {
    created: textsIn(WAYBILL_STATUS_LABELS, 'en-US').created,
    inTransit: textsIn(WAYBILL_STATUS_LABELS, 'en-US').inTransit,
    arrived: textsIn(WAYBILL_STATUS_LABELS, 'en-US').arrived,
    confirmed: textsIn(WAYBILL_STATUS_LABELS, 'en-US').confirmed,
  },
);
export const VEHICLE_PROVIDER_LABELS: Readonly<Record<VehicleProvider, string>> = localized(
  {
    trans: '平台运力',
    yuhong: '裕鸿',
  },
  {
    trans: 'Platform carriers',
    yuhong: 'Yuhong',
  },
);
export const INBOUND_STATUS_LABELS: Readonly<Record<InboundStatus, string>> = localized(
  {
    inTransit: '在途',
    signed: '已签收',
    completed: '已完成',
  },
  {
    inTransit: 'In transit',
    signed: 'Signed for',
    completed: 'Completed',
  },
);
export const INBOUND_SOURCE_LABELS: Readonly<Record<InboundSource, string>> = localized(
  {
    platform: '平台入库',
    client: '客户归还',
  },
  {
    platform: 'Platform inbound',
    client: 'Customer return',
  },
);

export const outLabels = localized(
  {
    title: '出库管理',
    caption: '运单列表',
    statusTabs: '运单状态',
    waybillNo: '运单号',
    client: '收货客户',
    fromWarehouse: '发货仓库',
    toWarehouse: '收货仓库',
    keywordPlaceholder: '运单号、客户名称或车牌号',
    selectRow: (waybillNo: string) => `选择运单 ${waybillNo}`,
    selectAll: '选择本页全部已到达运单',
    batchConfirm: '批量确认到货',
    confirmBatch: (count: number) => `确认 ${count} 张运单已到货？确认后托盘计入客户库存。`,
    confirmed: (count: number, skipped: number) =>
      skipped > 0 ? `已确认 ${count} 张运单到货，${skipped} 张此前已确认` : `已确认 ${count} 张运单到货`,
    delete: '删除',
    confirmDelete: (waybillNo: string) => `删除待出库运单 ${waybillNo}？`,
    deleted: '运单已删除',
    selected: (count: number) => `已选 ${count} 张`,
  } as const,
  {
    title: 'Outbound',
    caption: 'Waybills',
    statusTabs: 'Waybill status',
    waybillNo: 'Waybill no.',
    client: 'Receiving customer',
    fromWarehouse: 'Shipping warehouse',
    toWarehouse: 'Receiving warehouse',
    keywordPlaceholder: 'Waybill no., customer name or plate no.',
    selectRow: (waybillNo: string) => `Select waybill ${waybillNo}`,
    selectAll: 'Select all arrived waybills on this page',
    batchConfirm: 'Confirm receipt of selected',
    confirmBatch: (count: number) =>
      `Confirm that ${count} waybills have been received? The pallets are then counted in the customer's stock.`,
    confirmed: (count: number, skipped: number) =>
      skipped > 0
        ? `Receipt confirmed for ${count} waybills; ${skipped} were confirmed before`
        : `Receipt confirmed for ${count} waybills`,
    delete: 'Delete',
    confirmDelete: (waybillNo: string) => `Delete waybill ${waybillNo}, awaiting outbound?`,
    deleted: 'Waybill deleted',
    selected: (count: number) => `${count} selected`,
  },
);

export const detailLabels = localized(
  {
    title: '运单详情',
    vehicle: '车辆信息',
    driverName: '司机',
    driverPhone: '司机电话',
    vehicleProvider: '车辆来源',
    timeline: '运单进度',
    created: '创建',
    departed: '出库',
    arrived: '到达',
    confirmed: '确认到货',
    notYet: '未发生',
    gps: '车辆定位',
    owner: '托盘所属企业',
  } as const,
  {
    title: 'Waybill details',
    vehicle: 'Vehicle',
    driverName: 'Driver',
    driverPhone: "Driver's phone",
    vehicleProvider: 'Vehicle source',
    timeline: 'Waybill progress',
    created: 'Created',
    departed: 'Outbound',
    arrived: 'Arrived',
    confirmed: 'Receipt confirmed',
    notYet: 'Not yet',
    gps: 'Vehicle tracking',
    owner: 'Pallet owner',
  },
);

export const importLabels = localized(
  {
    title: '入库管理',
    caption: '入库单列表',
    source: '来源',
    client: '归还客户',
    clientWarehouse: '客户仓库',
    receivedQuantity: '实收数量',
    signedAt: '签收时间',
    keywordPlaceholder: '单据编号、车牌号或客户名称',
    confirmFinish: '确认入库完成',
    confirmFinishQuestion: (documentNo: string) => `确认入库单 ${documentNo} 入库完成？`,
    finished: '已确认入库完成',
    buildInbound: '生成入库单',
    detailTitle: '入库单详情',
    differenceReason: '差异原因',
  } as const,
  {
    title: 'Inbound',
    caption: 'Inbound orders',
    source: 'Source',
    client: 'Returning customer',
    clientWarehouse: 'Customer warehouse',
    receivedQuantity: 'Quantity received',
    signedAt: 'Signed for at',
    keywordPlaceholder: 'Document no., plate no. or customer name',
    confirmFinish: 'Confirm inbound complete',
    confirmFinishQuestion: (documentNo: string) => `Confirm that inbound order ${documentNo} is complete?`,
    finished: 'Inbound confirmed complete',
    buildInbound: 'Create inbound order',
    detailTitle: 'Inbound order details',
    differenceReason: 'Reason for the difference',
  },
);

export const orderLabels = localized(
  {
    title: '生成入库单',
    client: '下游客户',
    clientWarehouse: '客户仓库',
    chooseClientFirst: '请先选择下游客户',
    warehouse: '入库仓库',
    plateHint: '选填，如 沪A12345 或 京AD12345',
    submit: '生成入库单',
    created: (documentNo: string) => `入库单 ${documentNo} 已生成`,
  } as const,
  {
    title: 'Create inbound order',
    client: 'Downstream customer',
    clientWarehouse: 'Customer warehouse',
    chooseClientFirst: 'Please choose the downstream customer first',
    warehouse: 'Inbound warehouse',
    plateHint: 'Optional, e.g. Hu A12345 or Jing AD12345',
    submit: 'Create inbound order',
    created: (documentNo: string) => `Inbound order ${documentNo} created`,
  },
);

export const validationLabels = localized(
  {
    choose: '请选择',
    positiveInteger: '请输入大于 0 的整数',
    plateNumber: '车牌号格式不正确',
  } as const,
  {
    choose: 'Please choose',
    positiveInteger: 'Enter a whole number greater than 0',
    plateNumber: 'The plate number is not valid',
  },
);
