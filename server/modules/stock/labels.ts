/** Texts of the stock module (errmsg of refused rules), Simplified Chinese. */
export const STOCK_LABELS = {
  warehouseNotFound: '仓库不存在',
  trayTypeNotFound: '托盘类型不存在',
  companyNotFound: '企业不存在',
  balanceNotFound: '库存不存在',
  notDownstreamClient: '该企业不是您的下游客户',
  cannotTransferToSelf: '不能调拨给本企业',
  cannotShipToSelf: '不能发往本企业',
  receiverHasNoWarehouse: '接收企业尚未设置仓库，无法调拨',
  ownerRequired: '请选择托盘所属企业',
  notC1Stock: '只能操作下游(C1)库存',
  receivedExceedsQuantity: '实收数量不能大于发货数量',
  differenceReasonRequired: '实收数量与发货数量不一致，请填写差异原因',
  receivedRequired: '请填写实收数量',
  warehouseRequired: '请选择入库仓库',
} as const;

/** Texts of transfer disputes (src/contract/transfer-disputes.ts), Simplified Chinese. */
export const TRANSFER_DISPUTE_LABELS = {
  windowClosed: (days: number) => `已超过 ${days} 天的异议期，调拨已按发出数量签收`,
  sameQuantity: '更正数量与发出数量相同，请直接签收',
  reasonRequired: '请填写原因',
  correctedTitle: '调拨单被更正',
  rejectedTitle: '调拨单被拒收',
  corrected: (documentNo: string, receiver: string, sent: number, counted: number, reason: string) =>
    `${receiver}将调拨单 ${documentNo} 的数量由 ${sent} 更正为 ${counted}，` +
    (counted < sent
      ? `差额 ${sent - counted} 个托盘已退回发出仓库`
      : `多出的 ${counted - sent} 个托盘已从发出仓库扣减`) +
    `。原因：${reason}`,
  rejected: (documentNo: string, receiver: string, sent: number, reason: string) =>
    `${receiver}拒收了调拨单 ${documentNo}，${sent} 个托盘已退回发出仓库。原因：${reason}`,
} as const;

/** How a transfer's refusals word the dispute states and transitions (调拨单当前为「已更正」，不能拒收). */
export const TRANSFER_DISPUTE_WORDING = {
  statuses: { corrected: '已更正', rejected: '已拒收' },
  verbs: { corrected: '更正', rejected: '拒收' },
} as const;

/** Chinese names of documents and states, for refusals and exports. */
export const DOCUMENT_NAMES = {
  inboundOrder: '入库单',
  transfer: '调拨单',
  saleOutbound: '销售出库单',
  circulation: '流转出库单',
  recycling: '回收申请',
  deduction: '扣减单',
  trayReturn: '归还单',
} as const;

export { LEDGER_KIND_LABELS as LEDGER_KIND_NAMES } from '../../../src/contract/stock';

/** Who sent a row of the to-be-signed list. */
export const SIGN_SOURCE_NAMES = {
  platform: 'Yelopack 平台',
} as const;
