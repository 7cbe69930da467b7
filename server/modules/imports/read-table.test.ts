import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvEncoding, readTable } from './read-table';

const rowsOf = async (bytes: Buffer) => {
  const rows = [];
  for await (const row of readTable(Readable.from([bytes]), 'csv')) rows.push(row);
  return rows;
};

describe('reading an uploaded CSV', () => {
  it('takes UTF-8 with or without a BOM, and GBK when the bytes are not UTF-8', () => {
    expect(csvEncoding(Buffer.from('\uFEFF仓库', 'utf8'))).toBe('utf-8');
    expect(csvEncoding(Buffer.from('仓库', 'utf8'))).toBe('utf-8');
    // 仓库 in GBK (B2D6 BFE2) is not valid UTF-8.
    expect(csvEncoding(Buffer.from('b2d6bfe2', 'hex'))).toBe('gbk');
  });

  it('does not hold a character cut at the end of the sample against UTF-8', () => {
    const cut = Buffer.from('仓库', 'utf8').subarray(0, 4);
    expect(csvEncoding(cut)).toBe('utf-8');
  });

  it('numbers rows as a spreadsheet does, quoted cells with commas and line breaks kept whole', async () => {
    const rows = await rowsOf(
      Buffer.from('\uFEFF出库仓库,备注\r\n乐橙嘉定中心仓,"一, 二"\r\n"多\n行",x\r\n', 'utf8'),
    );
    expect(rows).toEqual([
      { rowNo: 1, cells: ['出库仓库', '备注'] },
      { rowNo: 2, cells: ['乐橙嘉定中心仓', '一, 二'] },
      { rowNo: 3, cells: ['多\n行', 'x'] },
    ]);
  });

  it('decodes GBK that arrives in several chunks', async () => {
    const gbk = Buffer.from('b3f6bfe2b2d6bfe20d0ab2d6bfe20d0a', 'hex'); // 出库仓库 / 仓库
    const rows = [];
    for await (const row of readTable(Readable.from([gbk.subarray(0, 3), gbk.subarray(3)]), 'csv'))
      rows.push(row);
    expect(rows.map((row) => row.cells)).toEqual([['出库仓库'], ['仓库']]);
  });
});
