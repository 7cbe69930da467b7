import type { Writable } from 'node:stream';
import { ZipWriter } from './zip-writer';

/** One column of a sheet: its header and width in characters. */
export interface SheetColumn {
  header: string;
  width: number;
}

type Cell = string | number | null;

/** Rows of XML gathered into one piece before it goes to the zip: fewer, larger writes. */
const ROWS_PER_PIECE = 200;

const NS = 'http://schemas.openxmlformats.org';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const STATIC_PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="${NS}/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
      `</Types>`,
  ],
  [
    '_rels/.rels',
    `${XML_HEAD}<Relationships xmlns="${NS}/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>` +
      `</Relationships>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML_HEAD}<Relationships xmlns="${NS}/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${NS}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>` +
      `</Relationships>`,
  ],
];

/**
 * Writes a one-sheet XLSX workbook to `out` as the rows arrive: text as inline strings, numbers as
 * numbers, no styles. Memory stays at one piece of rows and the zip's deflate window, whatever the row
 * count (exceljs's streaming writer kept the whole sheet's XML until the end: bench/RESULTS.md).
 * Returns early, writing nothing more, when `out` is destroyed (the client left).
 */
export async function writeXlsx(
  out: Writable,
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: AsyncIterable<readonly Cell[]>,
): Promise<void> {
  const zip = new ZipWriter(out);
  for (const [name, xml] of STATIC_PARTS) await zip.addEntry(name, [xml]);
  await zip.addEntry('xl/workbook.xml', [
    `${XML_HEAD}<workbook xmlns="${NS}/spreadsheetml/2006/main" xmlns:r="${NS}/officeDocument/2006/relationships">` +
      `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ]);
  await zip.addEntry('xl/worksheets/sheet1.xml', sheetXml(columns, rows));
  if (out.destroyed) return;
  await zip.finish();
}

async function* sheetXml(columns: readonly SheetColumn[], rows: AsyncIterable<readonly Cell[]>) {
  const widths = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join('');
  let piece =
    `${XML_HEAD}<worksheet xmlns="${NS}/spreadsheetml/2006/main"><cols>${widths}</cols><sheetData>` +
    rowXml(
      1,
      columns.map((column) => column.header),
    );
  let rowNumber = 1;
  for await (const cells of rows) {
    piece += rowXml(++rowNumber, cells);
    if (rowNumber % ROWS_PER_PIECE === 0) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}</sheetData></worksheet>`;
}

function rowXml(rowNumber: number, cells: readonly Cell[]): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((value, index) => {
    const ref = `${columnName(index)}${rowNumber}`;
    if (value === null || value === '') return;
    if (typeof value === 'number' && Number.isFinite(value)) xml += `<c r="${ref}"><v>${value}</v></c>`;
    else
      xml += `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
  });
  return `${xml}</row>`;
}

/** A, B, …, Z, AA, AB, … */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Escapes markup and drops the control characters XML 1.0 cannot carry. */
function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'))
  );
}
