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

/** Export files and columns. */
export const POINTS_EXPORT_LABELS = {
  statementsFile: '上游积分对账单',
  itemsFile: '上游积分对账单明细',
  changesFile: '积分变动记录',
  statementColumns: {
    statementNo: '对账单编号',
    periodStart: '账期开始',
    periodEnd: '账期结束',
    itemsPoints: '明细合计',
    totalPoints: '确认积分',
    state: '状态',
    rejectReason: '驳回原因',
  },
  itemColumns: {
    lineNo: '序号',
    day: '日期',
    documentNo: '单据编号',
    ledgerKind: '台账类型',
    warehouse: '仓库',
    trayType: '托盘类型',
    rule: '积分规则',
    pallets: '托盘数',
    pointsPerPallet: '每托积分',
    points: '积分',
  },
  changeColumns: {
    at: '时间',
    target: '对象',
    account: '账号',
    source: '来源',
    sourceNo: '来源单号',
    delta: '变动积分',
    before: '变动前',
    after: '变动后',
  },
} as const;
