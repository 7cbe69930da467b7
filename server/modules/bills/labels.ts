/** Chinese messages of the bill calls. */
export const BILL_LABELS = {
  /** Another company's client, or no company at all: nothing about it is revealed. */
  clientNotFound: '客户不存在',
  /** Another company's bill, or no bill at all. */
  billNotFound: '账单不存在',
  rejectReasonRequired: '请填写驳回原因',
  /** billDetail names neither or both of the client (live bill) and a bill. */
  billOrClient: '请指定客户或账单之一',
} as const;

export const BILL_DOCUMENT_NAME = '客户账单';

/** State names as the pages word them, for refusals. */
export { CLIENT_BILL_STATE_LABELS as BILL_STATE_NAMES } from '../../../src/contract/bills';

/** The refusal's wording of transitions, by the state they lead to (see DocumentKind.wording). */
export const BILL_TRANSITION_VERBS = { audited: '审核', rejected: '驳回' } as const;
