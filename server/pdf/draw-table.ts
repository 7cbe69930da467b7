import { rgb, type Color } from 'pdf-lib';
import { alignsRight, cellText } from './cell-text';
import type { DocumentFonts } from './document-fonts';
import type { PdfCell, PdfTable } from './document-spec';
import { wrapText, drawLine, type TextStyle } from './draw-text';
import { PDF_LABELS } from './labels';
import { INK, RULE, type PageCursor } from './page-cursor';

const CAPTION: TextStyle = { size: 11, weight: 'bold', color: INK };
const HEAD: TextStyle = { size: 9, weight: 'bold', color: INK };
const BODY: TextStyle = { size: 9, weight: 'regular', color: INK };
const TOTAL: TextStyle = { size: 9, weight: 'bold', color: INK };
const LINE_HEIGHT = 12;
const PAD = { x: 4, y: 4 };
const HEAD_FILL = rgb(0.9, 0.92, 0.95);
const TOTAL_FILL = rgb(0.95, 0.95, 0.95);
const CAPTION_HEIGHT = 20;

interface Column {
  readonly x: number;
  readonly width: number;
  readonly right: boolean;
}

/** A row laid out: its cells' lines and its height. */
interface LaidRow {
  readonly lines: string[][];
  readonly height: number;
  readonly style: TextStyle;
}

/**
 * Draws a table from the cursor down, over as many pages as its rows need. Every page the table is on
 * starts with its header row (and its caption, marked 续 after the first); a row is never split across
 * pages, and the header never stands alone at the foot of a page.
 */
export function drawTable(cursor: PageCursor, fonts: DocumentFonts, table: PdfTable): void {
  const columns = layColumns(cursor, table);
  const lay = (
    cells: readonly PdfCell[],
    style: TextStyle,
    texts: (cell: PdfCell, index: number) => string,
  ): LaidRow => {
    const lines = columns.map((column, index) =>
      wrapText(fonts, texts(cells[index] ?? null, index), style, column.width - 2 * PAD.x),
    );
    return {
      lines,
      height: Math.max(1, ...lines.map((cell) => cell.length)) * LINE_HEIGHT + 2 * PAD.y,
      style,
    };
  };
  const asValue = (cell: PdfCell, index: number) => cellText(cell, table.columns[index]?.kind);
  const header = lay(
    table.columns.map((column) => column.header),
    HEAD,
    (cell) => cellText(cell),
  );
  const captionHeight = table.caption ? CAPTION_HEIGHT : 0;

  const drawHead = (continued: boolean) => {
    if (table.caption) {
      const caption = continued ? `${table.caption}${PDF_LABELS.continued}` : table.caption;
      drawLine(cursor.page, fonts, caption, { x: cursor.left, y: cursor.y - CAPTION.size }, CAPTION);
      cursor.y -= captionHeight;
    }
    drawRow(header, { fill: HEAD_FILL });
  };
  const right = cursor.left + cursor.width;
  const drawRow = (row: LaidRow, look: { fill?: Color; topRule?: boolean } = {}) => {
    const top = cursor.y;
    const bottom = top - row.height;
    if (look.fill)
      cursor.page.drawRectangle({
        x: cursor.left,
        y: bottom,
        width: cursor.width,
        height: row.height,
        color: look.fill,
      });
    if (look.topRule)
      cursor.page.drawLine({
        start: { x: cursor.left, y: top },
        end: { x: right, y: top },
        thickness: 1,
        color: INK,
      });
    row.lines.forEach((lines, index) => {
      const column = columns[index] as Column;
      lines.forEach((line, lineIndex) => {
        const baseline = top - PAD.y - (lineIndex + 1) * LINE_HEIGHT + 3;
        const box = { x: column.x + PAD.x, y: baseline, width: column.width - 2 * PAD.x };
        drawLine(cursor.page, fonts, line, { ...box, align: column.right ? 'right' : 'left' }, row.style);
      });
    });
    cursor.page.drawLine({
      start: { x: cursor.left, y: bottom },
      end: { x: right, y: bottom },
      thickness: 0.5,
      color: RULE,
    });
    cursor.y = bottom;
  };

  const rows = table.rows.map((cells) => lay(cells, BODY, asValue));
  if (table.total) rows.push(lay(table.total, TOTAL, asValue));
  const totalIndex = table.total ? rows.length - 1 : -1;

  // the head needs room for itself and the first row under it
  cursor.makeRoom(captionHeight + header.height + (rows[0]?.height ?? 0));
  drawHead(false);
  rows.forEach((row, index) => {
    if (cursor.makeRoom(row.height)) drawHead(true);
    drawRow(row, index === totalIndex ? { fill: TOTAL_FILL, topRule: true } : {});
  });
}

/** Columns share the page's width by their relative widths. */
function layColumns(cursor: PageCursor, table: PdfTable): Column[] {
  const shares = table.columns.map((column) => column.width ?? 1);
  const sum = shares.reduce((total, share) => total + share, 0);
  let x = cursor.left;
  return table.columns.map((column, index) => {
    const width = (cursor.width * (shares[index] ?? 1)) / sum;
    const laid = { x, width, right: alignsRight(column) };
    x += width;
    return laid;
  });
}
