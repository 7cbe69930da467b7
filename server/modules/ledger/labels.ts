import { localized } from '../../../src/contract/localized';

/** Texts of the ledger (errmsg of refused rules shared by every stock-moving document), in Chinese and English. */
export const LEDGER_LABELS = localized(
  {
    /** A movement refused by the rule of available stock (on hand less reserved), naming tray type and available. */
    insufficientAvailable: (trayType: string, available: number) =>
      `库存不足：${trayType}可用数量为 ${available}`,
    documentNotFound: '单据不存在',
    dateInvalid: '日期无效',
    dateRangeReversed: '结束日期不能早于开始日期',
    /** The refused transition, named by the document and both states. */
    transitionRefused: (document: string, from: string, to: string) =>
      `${document}当前为「${from}」，不能${to}`,
  },
  {
    insufficientAvailable: (trayType, available) => `Insufficient stock: ${available} ${trayType} available`,
    documentNotFound: 'No such document',
    dateInvalid: 'Invalid date',
    dateRangeReversed: 'The end date must not be before the start date',
    transitionRefused: (document, from, to) => `${document} status is “${from}”; cannot ${to}`,
  },
);

/** What each transition does, as the refusal says it ("不能签收" / "Cannot sign for"). */
export const TRANSITION_VERBS: Record<string, string> = localized(
  {
    signed: '签收',
    completed: '完成',
    accepted: '签收',
    cancelled: '取消',
    arrived: '确认到货',
    collected: '确认回收',
  },
  {
    signed: 'sign for',
    completed: 'complete',
    accepted: 'sign for',
    cancelled: 'cancel',
    arrived: 'confirm arrival',
    collected: 'confirm collection',
  },
);

/** Names of document states, for refusals and exports (a document type may word its own). */
export const STATUS_NAMES: Record<string, string> = localized(
  {
    inTransit: '在途',
    signed: '已签收',
    completed: '已完成',
    pending: '待签收',
    accepted: '已签收',
    cancelled: '已取消',
    arrived: '已到货',
    applied: '已申请',
    collected: '已回收',
    charged: '已扣减',
  },
  {
    inTransit: 'In transit',
    signed: 'Signed for',
    completed: 'Completed',
    pending: 'Awaiting receipt',
    accepted: 'Signed for',
    cancelled: 'Cancelled',
    arrived: 'Arrived',
    applied: 'Applied',
    collected: 'Collected',
    charged: 'Deducted',
  },
);
