/** The texts of the report pieces the report widgets share (period filter, turnover table). */
export const reportLabels = {
  period: {
    granularity: '统计粒度',
    range: '统计区间',
  },
  turnover: {
    title: '仓库周转',
    empty: '统计区间内暂无数据',
    totals: '合计',
    none: '—',
    column: {
      warehouse: '仓库',
      member: '成员企业',
      averageBalance: '平均在库（片）',
      issues: '发货（片）',
      transfers: '调拨（片）',
      outbound: '出库（片）',
      deductions: '扣减（片）',
      cycleTime: '周转次数（次）',
      dwellDays: '平均停留天数（天）',
      lossRate: '损耗率（%）',
    },
  },
} as const;
