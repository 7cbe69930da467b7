import { localized } from '../../../src/contract/localized';
import { POINTS_STATEMENT_STATE_LABELS } from '../../../src/contract/points';

/** Messages of the points calls, in Chinese and English. */
export const POINTS_LABELS = localized(
  {
    /** Another company's statement, or no statement at all: nothing about it is revealed. */
    statementNotFound: '积分对账单不存在',
    rejectReasonRequired: '请填写驳回原因',
    /** Another company's account, or no account at all. */
    accountNotFound: '账号不存在',
    /** The allotment asks for more than the pool holds. */
    notEnoughPoints: (balance: number) => `积分余额不足，当前余额 ${balance}`,
    keyword: '账号或姓名',
  },
  {
    statementNotFound: 'No such points statement',
    rejectReasonRequired: 'Please give a reason for the rejection',
    accountNotFound: 'No such account',
    notEnoughPoints: (balance) => `Not enough points, the balance is ${balance}`,
    keyword: 'Account or name',
  },
);

export const POINTS_DOCUMENT_NAMES = localized(
  { statement: '积分对账单' },
  { statement: 'Points statement' },
);

/** State names as the pages word them, for refusals. */
export const POINTS_STATE_NAMES = POINTS_STATEMENT_STATE_LABELS;

/** The refusal's wording of transitions, by the state they lead to (see DocumentKind.wording). */
export const POINTS_TRANSITION_VERBS = localized(
  { confirmed: '确认', rejected: '驳回' },
  { confirmed: 'confirm', rejected: 'reject' },
);

/** Export files and columns (the columns titled as on screen: src/contract/points.ts). */
export const POINTS_EXPORT_LABELS = localized(
  {
    statementsFile: '上游积分对账单',
    itemsFile: '上游积分对账单明细',
    changesFile: '积分变动记录',
  },
  {
    statementsFile: 'Upstream points statements',
    itemsFile: 'Upstream points statement lines',
    changesFile: 'Points changes',
  },
);
