import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../testing/pdf-text';
import { formatYuan } from '../../src/contract/money';
import type { PdfDocumentSpec } from './document-spec';
import { MISSING_GLYPH, renderPdf } from './index';
import { sampleBill } from './sample-bill';

const HEADERS = ['序号', '仓库', '托盘类型', '计费项目', '托盘天数', '单价（元/托·天）', '金额（元）'];

function totalFen(bill: PdfDocumentSpec): number {
  return Number(bill.tables[0]?.total?.at(-1));
}

describe('renderPdf', () => {
  it('a one-page bill reads back with its Chinese title, the company, the fields and the total', async () => {
    const bill = sampleBill(8, '上海乐橙供应链管理有限公司');
    const pdf = await renderPdf(bill);

    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(1);
    const [text = ''] = pages;
    expect(text).toContain('托盘租金对账单');
    expect(text).toContain('客户：上海乐橙供应链管理有限公司');
    expect(text).toContain('账期：2025-05-26 至 2025-06-25');
    expect(text).toContain(`合计：${formatYuan(totalFen(bill))} 元`);
    for (const header of HEADERS) expect(text).toContain(header);
    // the total row: 合计 and the sum in yuan, as the portal shows money
    expect(text).toMatch(new RegExp(`合计[\\s\\S]*${formatYuan(totalFen(bill)).replace('.', '\\.')}`));
    expect(text).toContain('第 1 页 / 共 1 页');
    expect(text).toContain('悦洛托盘循环共用平台');
  });

  it('embeds only the glyphs it draws: a one-page bill stays small (the whole font is 2.5 MB)', async () => {
    const pdf = await renderPdf(sampleBill(8));
    expect(pdf.byteLength).toBeLessThan(60_000);
  });

  it('a 300-row bill spans pages: each page repeats the header, numbers itself of the total, every row once', async () => {
    const bill = sampleBill(300);
    const pages = await pdfPageTexts(await renderPdf(bill));

    expect(pages.length).toBeGreaterThanOrEqual(7);
    pages.forEach((text, index) => {
      for (const header of HEADERS) expect(text).toContain(header);
      expect(text).toContain(`第 ${index + 1} 页 / 共 ${pages.length} 页`);
      if (index > 0) expect(text).toContain('账单明细（续）');
    });
    // the rows in order, each once: a row reads as one line, 序号 first
    const numbers = pages.flatMap((text) =>
      text
        .split('\n')
        .flatMap((line) => /^(\d+) (?:嘉定中心仓|青浦二号仓|昆山周转仓|杭州萧山仓)/.exec(line)?.[1] ?? []),
    );
    expect(numbers).toEqual(Array.from({ length: 300 }, (_, index) => String(index + 1)));
    expect(pages.at(-1)).toContain(formatYuan(totalFen(bill)));
  });

  it('mixes Chinese, ASCII and digits in one line, and wraps a long cell inside its column', async () => {
    const longName = '江苏省苏州市昆山市花桥经济开发区徐公桥路 88 号 B 栋 3 楼 Yelopack 循环托盘周转中心';
    const pdf = await renderPdf({
      title: 'Yelopack 托盘对账单 2025-06',
      fields: [{ label: '客户', value: 'ABC 物流 (Shanghai) Co., Ltd. 编号 No.0042' }],
      tables: [
        {
          columns: [
            { header: '仓库地址', width: 1 },
            { header: '数量', kind: 'integer', width: 3 },
          ],
          rows: [[longName, 1234567]],
        },
      ],
    });
    const text = (await pdfPageTexts(pdf)).join('\n');
    expect(text).toContain('Yelopack 托盘对账单 2025-06');
    expect(text).toContain('客户：ABC 物流 (Shanghai) Co., Ltd. 编号 No.0042');
    expect(text).toContain('1,234,567');
    // the narrow column breaks the address over several lines; every character of it is printed
    const printed = text.replace(/\s+/g, '');
    expect(printed).toContain(longName.replace(/\s+/g, ''));
    expect(text).not.toContain(longName);
  });

  it('draws a rare character from the rest of the font, and □ for one the font does not have', async () => {
    // 浛 is outside the common set (drawn from a slice of the font); 𠀀 (CJK extension B) and 😀 are in no slice
    const pdf = await renderPdf({
      title: '托盘租金对账单',
      fields: [{ label: '客户', value: '上海浛洋物流有限公司' }],
      tables: [{ columns: [{ header: '备注' }], rows: [['仓库𠀀号，温度 5℃ 😀 完好']] }],
    });
    const text = (await pdfPageTexts(pdf)).join('\n');
    expect(text).toContain('客户：上海浛洋物流有限公司');
    expect(text).toContain(`仓库${MISSING_GLYPH}号，温度 5℃ ${MISSING_GLYPH} 完好`);
  });

  it('renders bills at the same time (two downloads at once share the loaded font) without mixing them', async () => {
    const [first = [], second = []] = await Promise.all([
      renderPdf(sampleBill(60, '成都蜀味食品有限公司')).then(pdfPageTexts),
      renderPdf(sampleBill(5, '上海嘉定鲜果有限公司')).then(pdfPageTexts),
    ]);
    expect(first.join('\n')).toContain('客户：成都蜀味食品有限公司');
    expect(first.join('\n')).not.toContain('嘉定鲜果');
    expect(second).toHaveLength(1);
    expect(second[0]).toContain('客户：上海嘉定鲜果有限公司');
    expect(second[0]).not.toContain('蜀味');
  });

  it('draws a table with no rows as its header alone, and a document with no table', async () => {
    const empty = await pdfPageTexts(
      await renderPdf({
        title: '托盘租金对账单',
        fields: [],
        tables: [{ columns: [{ header: '仓库' }], rows: [] }],
      }),
    );
    expect(empty).toHaveLength(1);
    expect(empty[0]).toContain('仓库');
    const bare = await pdfPageTexts(
      await renderPdf({ title: '通知', fields: [{ label: '日期', value: '2025-06-26' }], tables: [] }),
    );
    expect(bare[0]).toContain('日期：2025-06-26');
  });

  it('wraps sections of running text to the page, and starts each appendix on a page of its own', async () => {
    const paragraph = '甲方应按约定的用途与地点使用托盘，不得转租、出借或用于约定以外的用途。'.repeat(6);
    const pages = await pdfPageTexts(
      await renderPdf({
        title: '共享托盘使用协议 2.1',
        fields: [{ label: '合同编号', value: 'HT20261124-000001' }],
        sections: [{ heading: '第一条 租赁与使用', paragraphs: [paragraph, '第二段。'] }],
        tables: [],
        appendices: [{ title: '附页', fields: [], sections: [{ paragraphs: ['合同ID：c-42'] }], tables: [] }],
      }),
    );
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('第一条 租赁与使用');
    // the paragraph is broken over several lines, every character printed
    expect(pages[0]?.replace(/\s+/g, '')).toContain(paragraph);
    expect(pages[0]).not.toContain(paragraph);
    expect(pages[0]).toContain('第二段。');
    expect(pages[1]).toContain('附页');
    expect(pages[1]).toContain('合同ID：c-42');
    expect(pages[1]).toContain('第 2 页 / 共 2 页');
  });

  it('renders the same bytes for the same spec when it is dated (issuedAt), and other bytes for another date', async () => {
    const spec: PdfDocumentSpec = { ...sampleBill(3), issuedAt: Date.UTC(2026, 0, 2) };
    const [first, second, later] = await Promise.all([
      renderPdf(spec),
      renderPdf(spec),
      renderPdf({ ...spec, issuedAt: Date.UTC(2026, 0, 3) }),
    ]);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(later).equals(Buffer.from(first))).toBe(false);
  });
});
