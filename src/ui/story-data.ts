/** Demo rows that look like the product's stock data (GLOSSARY "demo data that looks real"). */
export interface DemoStockRow {
  id: number;
  company: string;
  warehouse: string;
  trayType: string;
  onHand: number;
  inTransit: number;
}

export const demoStockRows: DemoStockRow[] = [
  {
    id: 1,
    company: '上海乐橙食品有限公司',
    warehouse: '上海嘉定仓',
    trayType: '1210 川字塑料托盘',
    onHand: 1240,
    inTransit: 60,
  },
  {
    id: 2,
    company: '上海乐橙食品有限公司',
    warehouse: '苏州工业园区仓',
    trayType: '1311 田字网格托盘',
    onHand: 380,
    inTransit: 0,
  },
  {
    id: 3,
    company: '苏州华润包装集团',
    warehouse: '广州白云仓',
    trayType: '1208 九脚注塑托盘',
    onHand: 905,
    inTransit: 120,
  },
  {
    id: 4,
    company: '苏州华润包装集团',
    warehouse: '成都双流仓',
    trayType: '1210 川字塑料托盘',
    onHand: 72,
    inTransit: 16,
  },
];

export const demoTrayTypes = [
  { value: '1210', label: '1210 川字塑料托盘' },
  { value: '1311', label: '1311 田字网格托盘' },
  { value: '1208', label: '1208 九脚注塑托盘' },
];

/** A year of a company's pallet rent in fen, by month: hire (租金) and overdue charges (超期费用). */
export const demoMonthlyRent = {
  months: [
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
    '2026-05',
    '2026-06',
    '2026-07',
    '2026-08',
    '2026-09',
    '2026-10',
    '2026-11',
  ],
  hire: [
    1842350, 1796400, 1533020, 1921780, 2048600, 2110455, 2267900, 2301240, 2189075, 2356310, 2412880,
    1655420,
  ],
  overdue: [126500, 98400, 143250, 87600, 65300, 72150, 58900, 91200, 110400, 76850, 64300, 38600],
};
