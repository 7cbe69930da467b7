import { localized } from '../../../src/contract/localized';
import {
  RETURN_CHANNEL_LABELS,
  RETURN_STATUS_LABELS,
  TRANSPORT_RECORD_STATUS_LABELS,
  type ReturnStatus,
  type TransportRecordStatus,
} from '../../../src/contract/returns';

/** Texts of the returns module (errmsg of refused rules, state names, export headers), in Chinese and English. */
export const RETURN_LABELS = localized(
  {
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
  },
  {
    returnNotFound: 'No such return',
    depotNotFound: 'No such recycling depot',
    recordNotFound: 'No such transport record',
    dateInThePast: 'The date must not be before today',
    dateInvalid: 'Invalid date',
    pickedExceedsBooked: 'The picked-up quantity must not exceed the booked quantity',
    quantitiesMismatch: (total) => `Good, damaged and lost quantities must add up to ${total}`,
    returnNumberRequired: 'Please enter the return number',
    returnNumberNotIssued: 'No such return number',
    returnNumberOtherCompany: 'The return number belongs to another company',
    returnNumberUsed: 'The return number has been used already',
    companyNotFound: 'No such company',
  },
);

/** Names of the module's documents, for refusals. */
export const RETURN_DOCUMENT_NAMES = localized(
  { trayReturn: '归还单', transportRecord: '运输记录' },
  { trayReturn: 'Return', transportRecord: 'Transport record' },
);

/** State and channel names, shared with the returns widget: exports and refusals word them as the pages do. */
export const CHANNEL_NAMES = RETURN_CHANNEL_LABELS;
export const RETURN_STATUS_NAMES = RETURN_STATUS_LABELS;
export const RECORD_STATUS_NAMES = TRANSPORT_RECORD_STATUS_LABELS;

/** The refusal's wording of transitions, by the state they lead to (see DocumentKind.wording). */
export const RETURN_TRANSITION_VERBS = localized(
  {
    pickedUp: '确认取件',
    received: '签收入库',
    cancelled: '取消',
    confirmed: '确认归还',
  } satisfies Partial<Record<ReturnStatus | TransportRecordStatus, string>>,
  {
    pickedUp: 'confirm pickup',
    received: 'sign for and receive',
    cancelled: 'cancel',
    confirmed: 'confirm the return',
  },
);

export const RETURN_EXPORT_HEADERS = localized(
  {
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
  },
  {
    documentNo: 'Return no.',
    channel: 'Return method',
    status: 'Status',
    warehouse: 'Return warehouse',
    trayTypeName: 'Pallet type',
    quantity: 'Quantity',
    pickedQuantity: 'Picked-up quantity',
    goodQuantity: 'Good',
    damagedQuantity: 'Damaged',
    lostQuantity: 'Lost',
    pickupDate: 'Pickup date',
    contact: 'Contact',
    phone: 'Phone',
    depot: 'Recycling depot',
    plateNumber: 'Plate number',
    expectedDate: 'Expected arrival date',
    returnNumber: 'Return number',
    createdAt: 'Created at',
    receivedAt: 'Signed for at',
    recordNo: 'Transport record no.',
    waybillNo: 'Waybill no.',
    driverName: 'Driver',
    arrivedAt: 'Arrived at depot',
    client: 'Returning customer',
    source: 'Type',
    recycling: 'Recycling request',
  },
);

export const RETURN_FILE_NAMES = localized(
  {
    doorPickups: '上门取件',
    selfReturns: '自行归还',
    factoryReturns: '工厂归还列表',
    customerReturns: '客户归还列表',
    transportRecords: '运输记录',
    recycles: '回收记录',
    pickups: '待取件',
  },
  {
    doorPickups: 'Door pickups',
    selfReturns: 'Self returns',
    factoryReturns: 'Factory returns',
    customerReturns: 'Customer returns',
    transportRecords: 'Transport records',
    recycles: 'Recycling records',
    pickups: 'Awaiting pickup',
  },
);
