import {
  CARRIER_ORDER_STATUS_LABELS,
  TICKET_PHOTOS_MAX,
  type CarrierOrderAction,
  type FreightParty,
} from '../../../src/contract/freight';

/** What each action is called in a refusal and in the log. */
export const ACTION_LABELS: Readonly<Record<CarrierOrderAction | 'create', string>> = {
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
};

const PARTY_LABELS: Readonly<Record<FreightParty, string>> = { shipper: '托运方', carrier: '承运方' };

/** Chinese messages of the carrier-order calls. */
export const CARRIER_LABELS = {
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
} as const;

export const CARRIER_EXPORT_LABELS = {
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
} as const;
