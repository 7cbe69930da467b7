import {
  CARRIER_ORDER_STATUS_LABELS,
  TICKET_PHOTOS_MAX,
  type CarrierOrderAction,
  type FreightParty,
} from '../../../src/contract/freight';
import { localized } from '../../../src/contract/localized';

/** What each action is called in a refusal and in the log. */
export const ACTION_LABELS: Readonly<Record<CarrierOrderAction | 'create', string>> = localized(
  {
    create: '签约生成订单',
    assignVehicle: '派车',
    approveVehicle: '车辆审核通过',
    rejectVehicle: '车辆审核驳回',
    reachLoad: '到达装货地',
    load: '装货',
    reachUnload: '到达卸货地',
    unload: '卸货',
    sign: '签收',
    cancel: '取消订单',
  },
  {
    create: 'create the order on signing',
    assignVehicle: 'assign a vehicle',
    approveVehicle: 'approve the vehicle',
    rejectVehicle: 'reject the vehicle',
    reachLoad: 'arrive at loading',
    load: 'load',
    reachUnload: 'arrive at unloading',
    unload: 'unload',
    sign: 'sign for',
    cancel: 'cancel the order',
  },
);

const PARTY_LABELS: Readonly<Record<FreightParty, string>> = localized(
  { shipper: '托运方', carrier: '承运方' },
  { shipper: 'The shipper', carrier: 'The carrier' },
);

/** Messages of the carrier-order calls, in Chinese and English. */
export const CARRIER_LABELS = localized(
  {
    /** Another company's order, or none at all: nothing about it is revealed. */
    orderNotFound: '承运订单不存在',
    assignmentNotFound: '车辆记录不存在',
    settlementNotFound: '结算记录不存在',
    wrongParty: (action: CarrierOrderAction, party: FreightParty) =>
      `${PARTY_LABELS[party]}不能${ACTION_LABELS[action]}`,
    /** The order is not (or no longer) in a status the action starts from (STATUS_CHANGED_PREFIX). */
    statusChanged: (status: keyof typeof CARRIER_ORDER_STATUS_LABELS, action: CarrierOrderAction) =>
      `状态已变化：承运订单当前为「${CARRIER_ORDER_STATUS_LABELS[status]}」，不能${ACTION_LABELS[action]}`,
    /** A racing sign (or cancel) moved the demand order first (STATUS_CHANGED_PREFIX). */
    demandStatusChanged: '状态已变化：需求单已签约或已取消，请刷新',
    assignmentNotPending: '该车辆记录已审核或已更换，请刷新后重试',
    mobileNotBound: '请先绑定手机号再签约',
    rejectReasonRequired: '驳回请填写原因',
    cancelReasonRequired: '请填写取消原因',
    ticketsCount: `请上传 1-${TICKET_PHOTOS_MAX} 张照片`,
    ticketsRepeated: '照片不能重复',
    ticketNotFound: '照片不存在，请重新上传',
    ticketNotImage: '只能上传 png 或 jpg 图片',
    adjustmentReason: '调整原因（1-50 字）',
    reason: '原因（1-200 字）',
    driverName: '司机姓名（1-20 字）',
    driverIdCard: '身份证号（18 位）',
    keyword: '订单编号、车牌、司机或企业名称',
    historyKeyword: '订单编号、车牌或司机',
    settleKeyword: '订单编号或企业名称',
  },
  {
    orderNotFound: 'No such carrier order',
    assignmentNotFound: 'No such vehicle record',
    settlementNotFound: 'No such settlement record',
    wrongParty: (action, party) => `${PARTY_LABELS[party]} cannot ${ACTION_LABELS[action]}`,
    statusChanged: (status, action) =>
      `Status changed: the carrier order is “${CARRIER_ORDER_STATUS_LABELS[status]}”, so you cannot ${ACTION_LABELS[action]}`,
    demandStatusChanged: 'Status changed: the demand order has been signed or cancelled, please refresh',
    assignmentNotPending: 'This vehicle record has been reviewed or replaced, please refresh and try again',
    mobileNotBound: 'Please bind a mobile number before signing',
    rejectReasonRequired: 'Please give a reason for the rejection',
    cancelReasonRequired: 'Please give a reason for the cancellation',
    ticketsCount: `Please upload 1–${TICKET_PHOTOS_MAX} photos`,
    ticketsRepeated: 'Photos must not repeat',
    ticketNotFound: 'No such photo, please upload it again',
    ticketNotImage: 'Only png or jpg images can be uploaded',
    adjustmentReason: 'Adjustment reason (1–50 characters)',
    reason: 'Reason (1–200 characters)',
    driverName: 'Driver name (1–20 characters)',
    driverIdCard: 'ID card number (18 characters)',
    keyword: 'Order no., plate, driver or company name',
    historyKeyword: 'Order no., plate or driver',
    settleKeyword: 'Order no. or company name',
  },
);

export const CARRIER_EXPORT_LABELS = localized(
  {
    ordersFile: '承运订单',
    settlementsFile: '运费结算',
    settlementDetailFile: '运费结算明细',
    order: {
      documentNo: '承运订单编号',
      demandOrderNo: '需求单编号',
      status: '状态',
      shipper: '托运方',
      carrier: '承运方',
      route: '线路',
      cargo: '货物',
      pallets: '托盘数',
      vehicleType: '车型',
      plate: '车牌号',
      driver: '司机',
      driverPhone: '司机电话',
      price: '运费（元）',
      createdAt: '创建时间',
    },
    settlement: {
      carrierOrderNo: '承运订单编号',
      demandOrderNo: '需求单编号',
      shipper: '托运方',
      carrier: '承运方',
      price: '运费（元）',
      adjustment: '调整（元）',
      total: '结算金额（元）',
      completedAt: '完成时间',
      reason: '调整原因',
      amount: '调整金额（元）',
    },
    noAdjustment: '（无调整）',
  },
  {
    ordersFile: 'Carrier orders',
    settlementsFile: 'Freight settlements',
    settlementDetailFile: 'Freight settlement details',
    order: {
      documentNo: 'Carrier order no.',
      demandOrderNo: 'Demand order no.',
      status: 'Status',
      shipper: 'Shipper',
      carrier: 'Carrier',
      route: 'Route',
      cargo: 'Cargo',
      pallets: 'Pallets',
      vehicleType: 'Vehicle type',
      plate: 'Plate number',
      driver: 'Driver',
      driverPhone: 'Driver phone',
      price: 'Freight (CNY)',
      createdAt: 'Created at',
    },
    settlement: {
      carrierOrderNo: 'Carrier order no.',
      demandOrderNo: 'Demand order no.',
      shipper: 'Shipper',
      carrier: 'Carrier',
      price: 'Freight (CNY)',
      adjustment: 'Adjustment (CNY)',
      total: 'Settled amount (CNY)',
      completedAt: 'Completed at',
      reason: 'Adjustment reason',
      amount: 'Adjustment amount (CNY)',
    },
    noAdjustment: '(no adjustment)',
  },
);
