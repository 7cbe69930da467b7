import { localized } from '../../../src/contract/localized';
import { LEDGER_KIND_LABELS } from '../../../src/contract/stock';

/** Texts of the stock module (errmsg of refused rules), in Chinese and English. */
export const STOCK_LABELS = localized(
  {
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
  },
  {
    warehouseNotFound: 'No such warehouse',
    trayTypeNotFound: 'No such pallet type',
    companyNotFound: 'No such company',
    balanceNotFound: 'No such stock',
    notDownstreamClient: 'This company is not one of your downstream customers',
    cannotTransferToSelf: 'You cannot transfer to your own company',
    cannotShipToSelf: 'You cannot ship to your own company',
    receiverHasNoWarehouse: 'The receiving company has no warehouse yet, so no transfer is possible',
    ownerRequired: 'Please choose the company that owns the pallets',
    notC1Stock: 'Only downstream (C1) stock can be used here',
    receivedExceedsQuantity: 'The received quantity must not exceed the shipped quantity',
    differenceReasonRequired:
      'The received quantity differs from the shipped quantity, please give a reason for the difference',
    receivedRequired: 'Please enter the received quantity',
    warehouseRequired: 'Please choose the inbound warehouse',
  },
);

/** Texts of transfer disputes (src/contract/transfer-disputes.ts), in Chinese and English. */
export const TRANSFER_DISPUTE_LABELS = localized(
  {
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
  },
  {
    windowClosed: (days) =>
      `The ${days}-day dispute period has passed; the transfer was signed for with the quantity sent`,
    sameQuantity: 'The corrected quantity equals the quantity sent, please sign for the transfer instead',
    reasonRequired: 'Please give a reason',
    correctedTitle: 'Transfer corrected',
    rejectedTitle: 'Transfer rejected',
    corrected: (documentNo, receiver, sent, counted, reason) =>
      `${receiver} corrected the quantity of transfer ${documentNo} from ${sent} to ${counted}; ` +
      (counted < sent
        ? `the difference of ${sent - counted} pallets went back to the sending warehouse`
        : `the extra ${counted - sent} pallets were deducted from the sending warehouse`) +
      `. Reason: ${reason}`,
    rejected: (documentNo, receiver, sent, reason) =>
      `${receiver} rejected transfer ${documentNo}; ${sent} pallets went back to the sending warehouse. Reason: ${reason}`,
  },
);

/** How a transfer's refusals word the dispute states and transitions (调拨单当前为「已更正」，不能拒收). */
export const TRANSFER_DISPUTE_WORDING = localized(
  {
    statuses: { corrected: '已更正', rejected: '已拒收' },
    verbs: { corrected: '更正', rejected: '拒收' },
  },
  {
    statuses: { corrected: 'Corrected', rejected: 'Rejected' },
    verbs: { corrected: 'correct', rejected: 'reject' },
  },
);

/** Names of documents, for refusals and exports. */
export const DOCUMENT_NAMES = localized(
  {
    inboundOrder: '入库单',
    transfer: '调拨单',
    saleOutbound: '销售出库单',
    circulation: '流转出库单',
    recycling: '回收申请',
    deduction: '扣减单',
    trayReturn: '归还单',
  },
  {
    inboundOrder: 'Inbound order',
    transfer: 'Transfer',
    saleOutbound: 'Sales outbound order',
    circulation: 'Circulation outbound order',
    recycling: 'Recycling request',
    deduction: 'Deduction',
    trayReturn: 'Return',
  },
);

/** The ledger's kinds of movement as the stock pages word them (src/contract/stock.ts), for exports. */
export const LEDGER_KIND_NAMES = LEDGER_KIND_LABELS;

/** Who sent a row of the to-be-signed list. */
export const SIGN_SOURCE_NAMES = localized({ platform: 'Yelopack 平台' }, { platform: 'Yelopack platform' });
