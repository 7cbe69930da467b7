import { localized } from '../contract/localized';

/** The texts of the report pieces the report widgets share (period filter, turnover table). */
export const reportLabels = localized(
  {
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
  } as const,
  {
    period: {
      granularity: 'Granularity',
      range: 'Period',
    },
    turnover: {
      title: 'Warehouse turnover',
      empty: 'No data in this period',
      totals: 'Total',
      none: '—',
      column: {
        warehouse: 'Warehouse',
        member: 'Member company',
        averageBalance: 'Average in stock (pcs)',
        issues: 'Issued (pcs)',
        transfers: 'Transfers (pcs)',
        outbound: 'Outbound (pcs)',
        deductions: 'Deductions (pcs)',
        cycleTime: 'Turnover (times)',
        dwellDays: 'Average dwell (days)',
        lossRate: 'Loss rate (%)',
      },
    },
  },
);
