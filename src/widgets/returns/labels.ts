/** Every text, in Chinese and English, of <yp-returns> (GLOSSARY.md terms). */
import type { ReturnStatus } from '../../contract/returns';
import type { InboundStatus } from '../../contract/stock';
import { localized } from '../../contract/localized';

/** State and channel names, shared with the server's exports and refusals. */
export {
  RETURN_CHANNEL_LABELS as CHANNEL_LABELS,
  RETURN_STATUS_LABELS,
  TRANSPORT_RECORD_STATUS_LABELS as RECORD_STATUS_LABELS,
} from '../../contract/returns';

/** The status tabs of each channel's list. */
export const DOOR_STATUSES: readonly ReturnStatus[] = ['booked', 'pickedUp', 'received', 'cancelled'];
export const SELF_STATUSES: readonly ReturnStatus[] = ['submitted', 'received'];
export const CUSTOMER_RETURN_STATUS_LABELS: Readonly<Record<InboundStatus, string>> = localized(
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

export const common = localized(
  {
    all: '全部',
    keyword: '关键词',
    dateRange: '日期',
    status: '状态',
    trayType: '托盘类型',
    warehouse: '归还仓库',
    quantity: '数量',
    remark: '备注',
    documentNo: '归还单号',
    createdAt: '创建时间',
    actions: '操作',
    export: '导出',
    view: '查看',
    back: '返回',
    cancel: '取消',
    empty: '暂无数据',
    notFound: '未找到该归还单',
    statusTabs: '状态',
    good: '完好',
    damaged: '破损',
    lost: '丢失',
    depot: '回收站',
    plateNumber: '车牌号',
    channel: '归还方式',
    returnNumber: '归还编号',
    receivedAt: '签收时间',
  } as const,
  {
    all: 'All',
    keyword: 'Keyword',
    dateRange: 'Date',
    status: 'Status',
    trayType: 'Pallet type',
    warehouse: 'Return warehouse',
    quantity: 'Quantity',
    remark: 'Remarks',
    documentNo: 'Return no.',
    createdAt: 'Created',
    actions: 'Actions',
    export: 'Export',
    view: 'View',
    back: 'Back',
    cancel: 'Cancel',
    empty: 'No data',
    notFound: 'Return not found',
    statusTabs: 'Status',
    good: 'Good',
    damaged: 'Damaged',
    lost: 'Lost',
    depot: 'Recycling depot',
    plateNumber: 'Plate no.',
    channel: 'Return method',
    returnNumber: 'Return number',
    receivedAt: 'Signed for at',
  },
);

export const toDoorLabels = localized(
  {
    title: '上门取件',
    caption: '上门取件列表',
    keywordPlaceholder: '归还单号、联系人',
    goReturn: '去归还',
    pickupDate: '取件日期',
    contact: '联系人',
    phone: '联系电话',
    pickedQuantity: '取件数量',
    confirmCancel: (documentNo: string) => `确定取消上门取件 ${documentNo} 吗？`,
    cancelled: '已取消上门取件',
    confirmCancelLabel: '确认取消',
  } as const,
  {
    title: 'Door pickup',
    caption: 'Door pickups',
    keywordPlaceholder: 'Return no., contact',
    goReturn: 'Return pallets',
    pickupDate: 'Pickup date',
    contact: 'Contact',
    phone: 'Phone',
    pickedQuantity: 'Quantity picked up',
    confirmCancel: (documentNo: string) => `Cancel door pickup ${documentNo}?`,
    cancelled: 'Door pickup cancelled',
    confirmCancelLabel: 'Confirm cancellation',
  },
);

export const selfLabels = localized(
  {
    title: '自行归还',
    caption: '自行归还列表',
    keywordPlaceholder: '归还单号、车牌号',
    expectedDate: '预计到达日期',
  } as const,
  {
    title: 'Self return',
    caption: 'Self returns',
    keywordPlaceholder: 'Return no., plate no.',
    expectedDate: 'Expected arrival date',
  },
);

export const factoryLabels = localized(
  {
    title: '工厂归还列表',
    caption: '工厂归还列表',
    keywordPlaceholder: '归还单号、归还编号',
  } as const,
  {
    title: 'Factory returns',
    caption: 'Factory returns',
    keywordPlaceholder: 'Return no., return number',
  },
);

export const detailLabels = localized(
  {
    toDoorTitle: '上门取件详情',
    selfTitle: '自行归还详情',
    factoryTitle: '工厂归还详情',
    timeline: '状态记录',
    quantities: '签收数量',
    declared: '归还数量',
    time: '时间',
  } as const,
  {
    toDoorTitle: 'Door pickup details',
    selfTitle: 'Self return details',
    factoryTitle: 'Factory return details',
    timeline: 'Status history',
    quantities: 'Quantities signed for',
    declared: 'Quantity returned',
    time: 'Time',
  },
);

export const formLabels = localized(
  {
    title: '去归还',
    channel: '归还方式',
    warehouse: '归还仓库',
    trayType: '托盘类型',
    quantity: '归还数量',
    available: (n: number) => `可归还 ${n} 个`,
    pickupDate: '取件日期',
    contact: '联系人',
    phone: '联系电话',
    depot: '回收站',
    plateNumber: '车牌号',
    expectedDate: '预计到达日期',
    remark: '备注',
    submit: '提交',
    cancel: '取消',
    booked: (no: string) => `已预约上门取件 ${no}`,
    submitted: (no: string) => `已提交自行归还 ${no}`,
    recycleWarning: (n: number) => `您有 ${n} 个托盘已申请回收、待平台取件，这些托盘已被预留，不能再归还。`,
    required: '请填写此项',
    chooseOne: '请选择',
    quantityInvalid: '请输入正整数',
    quantityTooMany: (n: number) => `不能超过可归还数量 ${n}`,
    phoneInvalid: '请输入 11 位手机号',
    plateInvalid: '车牌号格式不正确',
    dateInvalid: '请选择今天或以后的日期',
  } as const,
  {
    title: 'Return pallets',
    channel: 'Return method',
    warehouse: 'Return warehouse',
    trayType: 'Pallet type',
    quantity: 'Quantity to return',
    available: (n: number) => `${n} can be returned`,
    pickupDate: 'Pickup date',
    contact: 'Contact',
    phone: 'Phone',
    depot: 'Recycling depot',
    plateNumber: 'Plate no.',
    expectedDate: 'Expected arrival date',
    remark: 'Remarks',
    submit: 'Submit',
    cancel: 'Cancel',
    booked: (no: string) => `Door pickup ${no} booked`,
    submitted: (no: string) => `Self return ${no} submitted`,
    recycleWarning: (n: number) =>
      `${n} of your pallets are requested for recycling and await pickup by the platform; they are reserved and cannot be returned.`,
    required: 'This field is required',
    chooseOne: 'Please choose',
    quantityInvalid: 'Enter a positive whole number',
    quantityTooMany: (n: number) => `Cannot exceed the ${n} that can be returned`,
    phoneInvalid: 'Enter an 11-digit mobile number',
    plateInvalid: 'The plate number is not valid',
    dateInvalid: 'Choose today or a later date',
  },
);

export const transportLabels = localized(
  {
    title: '运输记录',
    caption: '运输记录列表',
    keywordPlaceholder: '记录编号、运单号、车牌号',
    recordNo: '记录编号',
    waybillNo: '运单号',
    driverName: '司机',
    arrivedAt: '到站时间',
    confirm: '确认归还',
    source: '来源',
    dialogTitle: '确认归还',
    returnNumber: '归还单号',
    returnNumberHint: '请填写平台发放的归还单号',
    checking: '正在校验…',
    valid: '归还单号可用',
    confirmed: (no: string) => `已确认归还，生成归还单 ${no}`,
    required: '请填写归还单号',
  } as const,
  {
    title: 'Transport records',
    caption: 'Transport records',
    keywordPlaceholder: 'Record no., waybill no., plate no.',
    recordNo: 'Record no.',
    waybillNo: 'Waybill no.',
    driverName: 'Driver',
    arrivedAt: 'Arrived at depot',
    confirm: 'Confirm return',
    source: 'Source',
    dialogTitle: 'Confirm return',
    returnNumber: 'Return no.',
    returnNumberHint: 'Enter the return number issued by the platform',
    checking: 'Checking…',
    valid: 'The return number can be used',
    confirmed: (no: string) => `Return confirmed; return ${no} created`,
    required: 'Please enter the return number',
  },
);

export const customerReturnLabels = localized(
  {
    title: '客户归还列表',
    caption: '客户归还列表',
    keywordPlaceholder: '单号或客户名称',
    client: '归还客户',
    receivedQuantity: '实收数量',
    signedAt: '签收时间',
  } as const,
  {
    title: 'Customer returns',
    caption: 'Customer returns',
    keywordPlaceholder: 'Document no. or customer name',
    client: 'Returning customer',
    receivedQuantity: 'Quantity received',
    signedAt: 'Signed for at',
  },
);
