import { BILL_LINE_KIND_LABELS } from '../../contract/bills';

/** Every Chinese text of <yp-bills> (GLOSSARY.md: 对账管理, 客户账单明细, 账单, 超期, 可冲抵 …). */
export const billLabels = {
  listTitle: '客户账单',
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
  /** The list's header figure: the total of every client's bill. */
  grandTotal: (clients: number) => `本期应收合计（${clients} 个客户）`,
  /** Shown when the lines do not add up to the bill's total (they always should: a server fault). */
  totalMismatch: (linesTotal: string) => `明细合计 ${linesTotal} 与账单合计不一致，请联系平台核对`,
  columns: {
    clientName: '客户名称',
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
  facts: {
    client: '客户',
    period: '账期',
    computedTo: '计算至',
    total: '账单合计',
  },
  /** Subtotals by line kind in the header card. */
  subtotalsTitle: '按计费项目',
  kinds: BILL_LINE_KIND_LABELS,
  states: { live: '实时账单' } as Record<string, string>,
} as const;
