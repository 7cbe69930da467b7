import {
  POINTS_CHANGE_COLUMN_LABELS,
  POINTS_ITEM_COLUMN_LABELS,
  POINTS_STATEMENT_COLUMN_LABELS,
} from '../../../src/contract/points';

/** Chinese messages of the points calls. */
export const POINTS_LABELS = {
  /** Another company's statement, or no statement at all: nothing about it is revealed. */
  statementNotFound: '积分对账单不存在',
  rejectReasonRequired: '请填写驳回原因',
  /** Another company's account, or no account at all. */
  accountNotFound: '账号不存在',
  /** The allotment asks for more than the pool holds. */
  notEnoughPoints: (balance: number) => `积分余额不足，当前余额 ${balance}`,
  keyword: '账号或姓名',
} as const;

export const POINTS_STATEMENT_DOCUMENT_NAME = '积分对账单';

/** State names as the pages word them, for refusals. */
export { POINTS_STATEMENT_STATE_LABELS as POINTS_STATE_NAMES } from '../../../src/contract/points';

/** The refusal's wording of transitions, by the state they lead to (see DocumentKind.wording). */
export const POINTS_TRANSITION_VERBS = { confirmed: '确认', rejected: '驳回' } as const;

/** Export files and columns (the columns titled as on screen: src/contract/points.ts). */
export const POINTS_EXPORT_LABELS = {
  statementsFile: '上游积分对账单',
  itemsFile: '上游积分对账单明细',
  changesFile: '积分变动记录',
  statementColumns: POINTS_STATEMENT_COLUMN_LABELS,
  itemColumns: POINTS_ITEM_COLUMN_LABELS,
  changeColumns: POINTS_CHANGE_COLUMN_LABELS,
} as const;
