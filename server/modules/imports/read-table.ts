import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { Readable, Transform } from 'node:stream';

/** A row of a file as text cells, numbered as a spreadsheet shows it (the header is row 1). */
export interface TableRow {
  rowNo: number;
  cells: string[];
}

export type TableFormat = 'csv' | 'xlsx';

/** How many leading bytes decide a CSV's encoding. */
const SNIFF_BYTES = 64 * 1024;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * UTF-8 unless the first bytes are not valid UTF-8, then GBK (what Excel saves as "CSV" on a Chinese
 * Windows). A BOM says UTF-8 outright; a character cut at the end of the sample is not held against it.
 */
export function csvEncoding(head: Buffer): 'utf-8' | 'gbk' {
  if (UTF8_BOM.every((byte, index) => head[index] === byte)) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    return 'gbk';
  }
}

/** Bytes → text in the encoding the first SNIFF_BYTES tell; the BOM is dropped by the decoder. */
function decodingStream(): Transform {
  let decoder: TextDecoder | null = null;
  let held: Buffer[] = [];
  let heldBytes = 0;
  const start = (self: Transform) => {
    const head = Buffer.concat(held);
    decoder = new TextDecoder(csvEncoding(head));
    held = [];
    self.push(decoder.decode(head, { stream: true }));
  };
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, done) {
      if (decoder) {
        done(null, decoder.decode(chunk, { stream: true }));
        return;
      }
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes >= SNIFF_BYTES) start(this);
      done();
    },
    flush(done) {
      if (!decoder) start(this);
      done(null, decoder!.decode());
    },
  });
}

async function* csvRows(input: Readable): AsyncGenerator<TableRow> {
  const parser = input
    .pipe(decodingStream())
    .pipe(parse({ relax_column_count: true, relax_quotes: true, skip_empty_lines: false, trim: true }));
  input.on('error', (error) => parser.destroy(error));
  let rowNo = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    rowNo += 1;
    yield { rowNo, cells: record };
  }
}

/** yyyy-MM-dd of a date cell (spreadsheet dates carry no zone: exceljs reads them as UTC). */
const day = (date: Date) => date.toISOString().slice(0, 10);

/** A cell as text: rich text joined, a formula's result, a date as its day. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return day(value);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text).trim();
    if ('error' in value) return '';
  }
  return String(value).trim();
}

async function* xlsxRows(input: Readable): AsyncGenerator<TableRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  // The first sheet only; the rest of the file is read through and dropped.
  let first = true;
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      if (!first) continue;
      const values = row.values as ExcelJS.CellValue[];
      yield { rowNo: row.number, cells: values.slice(1).map(cellText) };
    }
    first = false;
  }
}

/**
 * The rows of an uploaded table, streamed: CSV (UTF-8 with or without BOM, or GBK) or the first sheet of
 * an XLSX. Memory holds a row at a time (and an XLSX's shared strings), whatever the file's length.
 */
export function readTable(input: Readable, format: TableFormat): AsyncGenerator<TableRow> {
  return format === 'csv' ? csvRows(input) : xlsxRows(input);
}
