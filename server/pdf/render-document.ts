import { PDFDocument } from 'pdf-lib';
import { cellText } from './cell-text';
import { embedDocumentFonts, type DocumentFonts, type StyledText } from './document-fonts';
import type { PdfDocumentSpec } from './document-spec';
import { drawLine, wrapText, type TextStyle } from './draw-text';
import { drawTable } from './draw-table';
import { PDF_LABELS } from './labels';
import { drawPageFeet, INK, MUTED, PageCursor } from './page-cursor';

const TITLE: TextStyle = { size: 16, weight: 'bold', color: INK };
const LABEL: TextStyle = { size: 10, weight: 'regular', color: MUTED };
const VALUE: TextStyle = { size: 10, weight: 'regular', color: INK };
const FIELD_LINE = 16;
const GAP = 14;

/**
 * A business document as an A4 PDF: the title, the label/value fields two to a line, the tables (over
 * as many pages as they need, header repeated), and at every page's foot the footer line and 第 i 页 /
 * 共 N 页. Chinese text is drawn in Noto Sans SC, embedded with only the glyphs used.
 */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(spec.title);
  doc.setLanguage('zh-CN');
  doc.setCreator('Yelopack');
  doc.setProducer('Yelopack');
  const fonts = await embedDocumentFonts(doc, textsOf(spec));
  const cursor = new PageCursor(doc, fonts, spec.title);

  for (const line of wrapText(fonts, spec.title, TITLE, cursor.width)) {
    drawLine(
      cursor.page,
      fonts,
      line,
      { x: cursor.left, y: cursor.y - TITLE.size, align: 'center', width: cursor.width },
      TITLE,
    );
    cursor.y -= TITLE.size + 8;
  }
  cursor.y -= GAP / 2;
  drawFields(cursor, fonts, spec);
  for (const table of spec.tables) {
    cursor.y -= GAP;
    drawTable(cursor, fonts, table);
  }
  drawPageFeet(doc, fonts, spec.footer);
  return doc.save();
}

/** Two fields to a line, each in half the width: the label muted, the value wrapped in what is left. */
function drawFields(cursor: PageCursor, fonts: DocumentFonts, spec: PdfDocumentSpec): void {
  const half = cursor.width / 2;
  for (let index = 0; index < spec.fields.length; index += 2) {
    const pair = spec.fields.slice(index, index + 2).map((field, side) => {
      const label = `${field.label}${PDF_LABELS.fieldSeparator}`;
      const labelWidth = fonts.width(label, LABEL.weight, LABEL.size);
      const lines = wrapText(fonts, field.value, VALUE, half - labelWidth - 8);
      return { x: cursor.left + side * half, label, labelWidth, lines };
    });
    const height = Math.max(...pair.map((field) => field.lines.length)) * FIELD_LINE;
    cursor.makeRoom(height);
    for (const field of pair) {
      const baseline = cursor.y - VALUE.size;
      drawLine(cursor.page, fonts, field.label, { x: field.x, y: baseline }, LABEL);
      field.lines.forEach((line, lineIndex) => {
        drawLine(
          cursor.page,
          fonts,
          line,
          { x: field.x + field.labelWidth, y: baseline - lineIndex * FIELD_LINE },
          VALUE,
        );
      });
    }
    cursor.y -= height;
  }
}

/** Every text the document draws, so its fonts are embedded before drawing starts. */
function* textsOf(spec: PdfDocumentSpec): Generator<StyledText> {
  yield { text: spec.title, weight: 'bold' };
  for (const field of spec.fields) {
    yield { text: `${field.label}${PDF_LABELS.fieldSeparator}`, weight: 'regular' };
    yield { text: field.value, weight: 'regular' };
  }
  for (const table of spec.tables) {
    if (table.caption) yield { text: `${table.caption}${PDF_LABELS.continued}`, weight: 'bold' };
    for (const column of table.columns) yield { text: column.header, weight: 'bold' };
    for (const row of table.rows)
      for (const [index, cell] of row.entries())
        yield { text: cellText(cell, table.columns[index]?.kind), weight: 'regular' };
    for (const [index, cell] of (table.total ?? []).entries())
      yield { text: cellText(cell, table.columns[index]?.kind), weight: 'bold' };
  }
  if (spec.footer) yield { text: spec.footer, weight: 'regular' };
  yield { text: spec.title, weight: 'regular' }; // the running head of pages after the first
}
