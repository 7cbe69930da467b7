import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from './xlsx-writer';

type Cell = string | number | null;

async function* cells(rows: readonly (readonly Cell[])[]) {
  yield* rows;
}

/** Writes a workbook into memory and reads it back with exceljs (which checks the zip's structure). */
async function roundTrip(columns: number, rows: readonly (readonly Cell[])[]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const headers = Array.from({ length: columns }, (_, index) => ({ header: `列${index + 1}`, width: 12 }));
  await writeXlsx(out, '调拨记录', headers, cells(rows));
  await ended;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}

describe('writeXlsx', () => {
  it('writes headers, text, numbers and empty cells that a spreadsheet reads back as written', async () => {
    const sheet = await roundTrip(4, [
      ['乐橙嘉定中心仓', 120, null, '=SUM(A1)'],
      ['<b>&"引号"</b>', -3, '', ' 前后空格 '],
    ]);
    expect(sheet.name).toBe('调拨记录');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, '列1', '列2', '列3', '列4']);
    expect(sheet.getRow(2).values).toEqual([undefined, '乐橙嘉定中心仓', 120, undefined, '=SUM(A1)']);
    // text that looks like a formula stays text
    expect(sheet.getCell('D2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).values).toEqual([undefined, '<b>&"引号"</b>', -3, undefined, ' 前后空格 ']);
  });

  it('names columns past Z and drops characters XML cannot carry', async () => {
    const row = Array.from({ length: 30 }, (_, index) => (index === 29 ? 'a\u0001b\u0008c' : index));
    const sheet = await roundTrip(30, [row]);
    expect(sheet.getCell('AD1').value).toBe('列30');
    expect(sheet.getCell('AD2').value).toBe('abc');
    expect(sheet.getCell('AC2').value).toBe(28);
  });

  it('stops reading rows once the destination is gone', async () => {
    const out = new PassThrough();
    let produced = 0;
    async function* endless() {
      for (;;) {
        produced += 1;
        if (produced === 1000) out.destroy();
        yield ['行', produced] as const;
      }
    }
    await writeXlsx(
      out,
      's',
      [
        { header: 'a', width: 8 },
        { header: 'b', width: 8 },
      ],
      endless(),
    );
    expect(produced).toBeLessThan(2000);
  });
});
