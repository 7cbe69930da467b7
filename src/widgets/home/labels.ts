import { localized } from '../../contract/localized';
import { formatCount } from '../../contract/number-format';

/** Every text, in Chinese and English, of <yp-home-board> (GLOSSARY.md: 在库, 在途, 待签收, 超期, 入库, 出库, 流转, 归还, 扣减). */

export const homeLabels = localized(
  {
    unknownView: '未知的页面',
    /** Units: every figure says what it counts. */
    pallets: (value: number) => `${formatCount(value)} 片`,
    days: (value: number) => `${formatCount(value)} 天`,
    times: (value: number) => `${formatCount(value)} 次`,
    percent: (value: number) => `${formatCount(value)}%`,
    board: {
      title: '首页看板',
      onHand: '在库',
      available: (value: string) => `可用 ${value}`,
      inTransit: '在途',
      inTransitDetail: '已发出、对方尚未签收',
      awaitingSignature: '待签收',
      awaitingSignatureDetail: '发往本公司、等待签收',
      overdue: '超期',
      overdueSoon: (days: number, value: string) => `${days} 天内将超期 ${value}`,
      month: '本月出入库',
      monthIn: (value: string) => `入库 ${value}`,
      monthOut: (value: string, month: string) => `出库 ${value}（${month}）`,
      openBills: '未结账单',
      openBillsCount: (count: number) => `${formatCount(count)} 张`,
      openBillsDue: (amount: string) => `待付金额 ${amount}`,
      recent: '最近出入库',
      recentEmpty: '暂无出入库记录',
      trendTitle: '近 30 天在库趋势',
      column: {
        time: '时间',
        documentNo: '单据号',
        kind: '类型',
        warehouse: '仓库',
        trayType: '托盘类型',
        quantity: '数量（片）',
      },
    },
    chart: {
      title: '数据图表',
      empty: '所选区间内暂无数据',
      trayType: '托盘类型',
      warehouse: '仓库',
      bucket: '日期',
      trendTitle: '在库趋势（片）',
      flowTitle: '出入库（片）',
      circulationTitle: '流转（片）',
      returnsTitle: '归还与扣减（片）',
      /** A chart series counted in pallets: its name and the unit. */
      seriesInPallets: (label: string) => `${label}（片）`,
      inbound: '入库',
      outbound: '出库',
      circulationOut: '流转发出',
      circulationIn: '流转收到',
      returns: '归还',
      deductions: '扣减',
      turnoverHint:
        '周转次数 =（发货 + 调拨）÷ 平均在库；损耗率 = 扣减 ÷ 平均在库；平均停留天数 = 平均在库 × 天数 ÷ 出库',
    },
    summary: {
      trend: (label: string, first: string, last: string, peak: string, at: string) =>
        `${label}在库量从 ${first}变为 ${last}，最高 ${peak}（${at}）`,
      flows: (label: string, inbound: string, outbound: string) =>
        `${label}共入库 ${inbound}，出库 ${outbound}`,
      circulation: (label: string, sent: string, received: string) =>
        `${label}流转发出 ${sent}，收到 ${received}`,
      returns: (label: string, returned: string, deducted: string) =>
        `${label}归还 ${returned}，扣减 ${deducted}`,
      /** The period as the summaries name it. */
      period: (start: string, end: string) => `${start} 至 ${end} `,
      lastDays: (days: number) => `近 ${days} 天`,
    },
    map: {
      title: '库存分布地图',
      mapTitle: '中国地图：各省在库量',
      loading: '地图加载中…',
      countryDescription: (provinces: number, total: string) =>
        `${provinces} 个省份有在库托盘，共 ${total}；颜色越深在库越多。按 Tab 选择省份，回车查看城市。`,
      provinceDescription: (province: string, cities: number, total: string) =>
        `${province} ${cities} 个城市有在库托盘，共 ${total}；圆点越大在库越多。`,
      provinceButton: (province: string, value: string) => `${province} 在库 ${value}，查看城市`,
      back: '返回全国',
      legend: '图例（在库）',
      step: (from: string, to: string) => `${from} – ${to}`,
      provinceTable: '各省在库',
      cityTable: (province: string) => `${province}各城市在库`,
      column: { area: '地区', onHand: '在库（片）', warehouses: '仓库数' },
      open: '查看城市',
      withoutPosition: (area: string) => `${area}（无坐标）`,
      empty: '暂无在库托盘',
    },
  } as const,
  {
    unknownView: 'Unknown page',
    pallets: (value: number) => `${formatCount(value)} pcs`,
    days: (value: number) => `${formatCount(value)} days`,
    times: (value: number) => `${formatCount(value)} times`,
    percent: (value: number) => `${formatCount(value)}%`,
    board: {
      title: 'Dashboard',
      onHand: 'On hand',
      available: (value: string) => `${value} available`,
      inTransit: 'In transit',
      inTransitDetail: 'Shipped, not yet signed for by the receiver',
      awaitingSignature: 'Awaiting receipt',
      awaitingSignatureDetail: 'Sent to your company, waiting for you to sign for them',
      overdue: 'Overdue',
      overdueSoon: (days: number, value: string) => `${value} overdue within ${days} days`,
      month: 'Inbound and outbound this month',
      monthIn: (value: string) => `Inbound ${value}`,
      monthOut: (value: string, month: string) => `Outbound ${value} (${month})`,
      openBills: 'Open bills',
      openBillsCount: (count: number) => `${formatCount(count)} bills`,
      openBillsDue: (amount: string) => `Amount due ${amount}`,
      recent: 'Recent inbound and outbound',
      recentEmpty: 'No inbound or outbound records',
      trendTitle: 'Stock on hand, last 30 days',
      column: {
        time: 'Time',
        documentNo: 'Document no.',
        kind: 'Type',
        warehouse: 'Warehouse',
        trayType: 'Pallet type',
        quantity: 'Quantity (pcs)',
      },
    },
    chart: {
      title: 'Charts',
      empty: 'No data in the chosen period',
      trayType: 'Pallet type',
      warehouse: 'Warehouse',
      bucket: 'Date',
      trendTitle: 'Stock on hand (pcs)',
      flowTitle: 'Inbound and outbound (pcs)',
      circulationTitle: 'Circulation (pcs)',
      returnsTitle: 'Returns and deductions (pcs)',
      seriesInPallets: (label: string) => `${label} (pcs)`,
      inbound: 'Inbound',
      outbound: 'Outbound',
      circulationOut: 'Circulation sent',
      circulationIn: 'Circulation received',
      returns: 'Returns',
      deductions: 'Deductions',
      turnoverHint:
        'Turnover = (issued + transferred) ÷ average on hand; loss rate = deductions ÷ average on hand; average dwell days = average on hand × days ÷ outbound',
    },
    summary: {
      trend: (label: string, first: string, last: string, peak: string, at: string) =>
        `${label}stock on hand went from ${first} to ${last}, peaking at ${peak} (${at})`,
      flows: (label: string, inbound: string, outbound: string) =>
        `${label}inbound ${inbound} in all, outbound ${outbound}`,
      circulation: (label: string, sent: string, received: string) =>
        `${label}circulation sent ${sent}, received ${received}`,
      returns: (label: string, returned: string, deducted: string) =>
        `${label}returned ${returned}, deducted ${deducted}`,
      period: (start: string, end: string) => `${start} to ${end}: `,
      lastDays: (days: number) => `Last ${days} days: `,
    },
    map: {
      title: 'Stock distribution map',
      mapTitle: 'Map of China: stock on hand by province',
      loading: 'Loading the map…',
      countryDescription: (provinces: number, total: string) =>
        `${provinces} provinces have pallets in stock, ${total} in all; the darker, the more in stock. Press Tab to choose a province and Enter to see its cities.`,
      provinceDescription: (province: string, cities: number, total: string) =>
        `${cities} cities in ${province} have pallets in stock, ${total} in all; the larger the dot, the more in stock.`,
      provinceButton: (province: string, value: string) => `${province}: ${value} on hand, see its cities`,
      back: 'Back to all of China',
      legend: 'Legend (on hand)',
      step: (from: string, to: string) => `${from} – ${to}`,
      provinceTable: 'On hand by province',
      cityTable: (province: string) => `On hand by city in ${province}`,
      column: { area: 'Region', onHand: 'On hand (pcs)', warehouses: 'Warehouses' },
      open: 'See cities',
      withoutPosition: (area: string) => `${area} (no coordinates)`,
      empty: 'No pallets in stock',
    },
  },
);
