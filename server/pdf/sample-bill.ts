import { formatYuan } from '../../src/contract/money';
import { cellText } from './cell-text';
import type { PdfDocumentSpec } from './document-spec';

/**
 * A rent statement shaped like the bills of issue 11, with `rows` lines: the input of the renderer's
 * tests and of bench/pdf.ts (not used by the server).
 */
export function sampleBill(rows: number, customer = '上海乐橙供应链管理有限公司'): PdfDocumentSpec {
  const warehouses = ['嘉定中心仓', '青浦二号仓', '昆山周转仓', '杭州萧山仓'];
  const trayTypes = ['1210 川字塑料托盘', '1111 田字塑料托盘', '1208 木托盘'];
  const items = ['租金', '超期在库', '超期归还'];
  const lines = Array.from({ length: rows }, (_, index) => {
    const palletDays = 120 + ((index * 7919) % 4800);
    const rate = 3500 + (index % 3) * 500; // 1/100 fen per pallet-day
    return {
      cells: [
        index + 1,
        warehouses[index % warehouses.length] ?? '',
        trayTypes[index % trayTypes.length] ?? '',
        items[index % items.length] ?? '',
        palletDays,
        (rate / 10000).toFixed(2),
        Math.round((palletDays * rate) / 100),
      ],
      palletDays,
      fen: Math.round((palletDays * rate) / 100),
    };
  });
  const palletDays = lines.reduce((sum, line) => sum + line.palletDays, 0);
  const fen = lines.reduce((sum, line) => sum + line.fen, 0);
  return {
    title: '托盘租金对账单',
    fields: [
      { label: '客户', value: customer },
      { label: '结算单号', value: 'ZD202506250001' },
      { label: '账期', value: '2025-05-26 至 2025-06-25' },
      { label: '状态', value: '待审核' },
      { label: '托盘天数', value: cellText(palletDays, 'integer') },
      { label: '合计', value: `${formatYuan(fen)} 元` },
    ],
    tables: [
      {
        caption: '账单明细',
        columns: [
          { header: '序号', kind: 'integer', width: 0.6 },
          { header: '仓库', width: 1.5 },
          { header: '托盘类型', width: 1.8 },
          { header: '计费项目', width: 1.1 },
          { header: '托盘天数', kind: 'integer', width: 1.1 },
          { header: '单价（元/托·天）', align: 'right', width: 1.5 },
          { header: '金额（元）', kind: 'money', width: 1.3 },
        ],
        rows: lines.map((line) => line.cells),
        total: ['合计', null, null, null, palletDays, null, fen],
      },
    ],
    footer: '悦洛托盘循环共用平台 · 打印时间 2025-06-26 09:30',
  };
}
