import { BILL_LINE_KIND_LABELS, CLIENT_BILL_STATE_LABELS } from '../../contract/bills';

/** Every Chinese text of <yp-bills> (GLOSSARY.md: 对账管理, 客户账单明细, 账单, 超期, 可冲抵 …). */
export const billLabels = {
  listTitle: '客户账单',
  /** 账单概览 (view="overview"): the tiles and the monthly rent. */
  overview: {
    title: '账单概览',
    pendingBills: '待审核客户账单',
    pendingStatements: '待确认结算单',
    amountDue: '待付款金额',
    overdueRisk: '7 日内将超期托盘',
    count: (n: number) => `${n} 张`,
    payments: (n: number) => `${n} 笔付款单待付款`,
    pallets: (n: number) => `${n} 片`,
    clients: (n: number) => `涉及 ${n} 个客户`,
    /** After a sum of only the first page of a longer list. */
    partial: (n: number) => `（前 ${n} 张合计）`,
    toAudit: '去审核',
    toConfirm: '去确认',
    toPay: '去付款',
    toOverdue: '查看超期客户',
    rentTitle: '月度租金（平台结算单）',
    rentSeries: '结算金额',
    month: '账期（截止月份）',
  },
  /** 对账管理: the tabs of /center/settle/check_c1. */
  reconciliation: {
    label: '对账管理',
    tabs: {
      clientBills: '客户账单',
      statements: '结算单',
      payments: '付款管理',
      pointsStatements: '积分账单',
      balancePoints: '余额积分',
      overdueClients: '超期客户',
      deductions: '超期扣减',
    },
    noAccess: '暂无对账管理权限',
  },
  detailTitle: '客户账单明细',
  caption: '客户账单列表',
  linesCaption: '账单明细',
  empty: '暂无账单',
  noLines: '本期暂无计费明细',
  notFound: '账单不存在',
  viewDetail: '查看明细',
  back: '返回',
  /** The 导出 ▾ menu's items read 导出明细 CSV / 导出明细 Excel. */
  exportLines: '导出明细',
  downloadPdf: '下载 PDF',
  sum: '合计',
  /** Shown when the lines do not add up to the bill's total (they always should: a server fault). */
  totalMismatch: (linesTotal: string) => `明细合计 ${linesTotal} 与账单合计不一致，请联系平台核对`,
  filters: {
    client: '客户',
    state: '状态',
    periodMonth: '账期',
  },
  columns: {
    billNo: '账单编号',
    clientName: '客户',
    period: '账期',
    computedTo: '计算至',
    total: '合计',
    state: '状态',
    actions: '操作',
    warehouse: '仓库',
    trayType: '托盘类型',
    kind: '计费项目',
    billedDays: '计费期间',
    quantity: '数量',
    rate: '单价',
    amount: '金额',
  },
  /** The live bill has no number yet: it gets one when its period is frozen. */
  noBillNo: '—',
  facts: {
    billNo: '账单编号',
    client: '客户',
    period: '账期',
    computedTo: '计算至',
    total: '账单合计',
    rejectReason: '驳回原因',
  },
  /** Subtotals by line kind in the header card. */
  subtotalsTitle: '按计费项目',
  kinds: BILL_LINE_KIND_LABELS,
  states: CLIENT_BILL_STATE_LABELS,
  /** 审核 / 驳回 a pending bill (对账管理(C1)-确认账单). */
  decide: {
    audit: '审核',
    reject: '驳回',
    confirmAudit: (bill: string) => `确认审核通过账单 ${bill}？审核后不可再驳回。`,
    audited: (bill: string) => `账单 ${bill} 已审核`,
    rejectTitle: '驳回账单',
    rejectIntro: (bill: string) => `驳回账单 ${bill}：驳回后将按台账重新生成同账期的待审核账单。`,
    reason: '驳回原因',
    reasonRequired: '请填写驳回原因',
    reasonTooLong: (max: number) => `驳回原因不超过 ${max} 字`,
    rejected: (bill: string) => `账单 ${bill} 已驳回，已重新生成待审核账单`,
    cancel: '取消',
  },
} as const;
