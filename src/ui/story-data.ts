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
