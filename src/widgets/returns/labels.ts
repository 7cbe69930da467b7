/** Every Chinese text of <yp-returns> (GLOSSARY.md terms). */
import type { ReturnStatus } from '../../contract/returns';
import type { InboundStatus } from '../../contract/stock';

/** State and channel names, shared with the server's exports and refusals. */
export {
  RETURN_CHANNEL_LABELS as CHANNEL_LABELS,
  RETURN_STATUS_LABELS,
  TRANSPORT_RECORD_STATUS_LABELS as RECORD_STATUS_LABELS,
} from '../../contract/returns';

/** The status tabs of each channel's list. */
export const DOOR_STATUSES: readonly ReturnStatus[] = ['booked', 'pickedUp', 'received', 'cancelled'];
export const SELF_STATUSES: readonly ReturnStatus[] = ['submitted', 'received'];
export const CUSTOMER_RETURN_STATUS_LABELS: Readonly<Record<InboundStatus, string>> = {
  inTransit: '在途',
  signed: '已签收',
  completed: '已完成',
};

export const common = {
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
} as const;

export const toDoorLabels = {
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
} as const;

export const selfLabels = {
  title: '自行归还',
  caption: '自行归还列表',
  keywordPlaceholder: '归还单号、车牌号',
  expectedDate: '预计到达日期',
} as const;

export const factoryLabels = {
  title: '工厂归还列表',
  caption: '工厂归还列表',
  keywordPlaceholder: '归还单号、归还编号',
} as const;

export const detailLabels = {
  toDoorTitle: '上门取件详情',
  selfTitle: '自行归还详情',
  factoryTitle: '工厂归还详情',
  timeline: '状态记录',
  quantities: '签收数量',
  declared: '归还数量',
  time: '时间',
} as const;

export const formLabels = {
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
} as const;

export const transportLabels = {
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
} as const;

export const customerReturnLabels = {
  title: '客户归还列表',
  caption: '客户归还列表',
  keywordPlaceholder: '单号或客户名称',
  client: '归还客户',
  receivedQuantity: '实收数量',
  signedAt: '签收时间',
} as const;
