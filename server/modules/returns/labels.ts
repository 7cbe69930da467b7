import type { ReturnStatus, TransportRecordStatus } from '../../../src/contract/returns';

/** Texts of the returns module (errmsg of refused rules, state names, export headers), Simplified Chinese. */
export const RETURN_LABELS = {
  returnNotFound: '归还单不存在',
  depotNotFound: '回收站不存在',
  recordNotFound: '运输记录不存在',
  dateInThePast: '日期不能早于今天',
  dateInvalid: '日期无效',
  pickedExceedsBooked: '取件数量不能大于预约数量',
  quantitiesMismatch: (total: number) => `完好、破损、丢失数量之和须等于 ${total}`,
  returnNumberRequired: '请填写归还单号',
  returnNumberNotIssued: '归还单号不存在',
  returnNumberOtherCompany: '归还单号不属于本企业',
  returnNumberUsed: '归还单号已被使用',
  companyNotFound: '企业不存在',
} as const;

export const RETURN_DOCUMENT_NAME = '归还单';
export const TRANSPORT_RECORD_NAME = '运输记录';

/** State and channel names, shared with the returns widget: exports and refusals word them as the pages do. */
export {
  RETURN_CHANNEL_LABELS as CHANNEL_NAMES,
  RETURN_STATUS_LABELS as RETURN_STATUS_NAMES,
  TRANSPORT_RECORD_STATUS_LABELS as RECORD_STATUS_NAMES,
} from '../../../src/contract/returns';

/** The refusal's wording of transitions, by the state they lead to (see DocumentKind.wording). */
export const RETURN_TRANSITION_VERBS = {
  pickedUp: '确认取件',
  received: '签收入库',
  cancelled: '取消',
  confirmed: '确认归还',
} as const satisfies Partial<Record<ReturnStatus | TransportRecordStatus, string>>;

export const RETURN_EXPORT_HEADERS = {
  documentNo: '归还单号',
  channel: '归还方式',
  status: '状态',
  warehouse: '归还仓库',
  trayTypeName: '托盘类型',
  quantity: '数量',
  pickedQuantity: '取件数量',
  goodQuantity: '完好数量',
  damagedQuantity: '破损数量',
  lostQuantity: '丢失数量',
  pickupDate: '取件日期',
  contact: '联系人',
  phone: '联系电话',
  depot: '回收站',
  plateNumber: '车牌号',
  expectedDate: '预计到达日期',
  returnNumber: '归还编号',
  createdAt: '创建时间',
  receivedAt: '签收时间',
  recordNo: '运输记录编号',
  waybillNo: '运单号',
  driverName: '司机',
  arrivedAt: '到站时间',
  client: '归还客户',
  source: '类型',
  recycling: '回收申请',
} as const;

export const RETURN_FILE_NAMES = {
  doorPickups: '上门取件',
  selfReturns: '自行归还',
  factoryReturns: '工厂归还列表',
  customerReturns: '客户归还列表',
  transportRecords: '运输记录',
  recycles: '回收记录',
  pickups: '待取件',
} as const;
