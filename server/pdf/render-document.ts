import { PDFDocument } from 'pdf-lib';
import { cellText } from './cell-text';
import { embedDocumentFonts, type DocumentFonts, type StyledText } from './document-fonts';
import type { PdfDocumentSpec, PdfPart, PdfSection } from './document-spec';
import { drawLine, wrapText, type TextStyle } from './draw-text';
import { drawTable } from './draw-table';
import { PDF_LABELS } from './labels';
import { drawPageFeet, INK, MUTED, PageCursor } from './page-cursor';

const TITLE: TextStyle = { size: 16, weight: 'bold', color: INK };
const LABEL: TextStyle = { size: 10, weight: 'regular', color: MUTED };
const VALUE: TextStyle = { size: 10, weight: 'regular', color: INK };
const HEADING: TextStyle = { size: 11, weight: 'bold', color: INK };
const FIELD_LINE = 16;
const TEXT_LINE = 16;
const GAP = 14;

/**
 * A business document as an A4 PDF: the title, the label/value fields two to a line, the sections of
 * running text, the tables (over as many pages as they need, header repeated), then each appendix the
 * same way from a new page; at every page's foot the footer line and 第 i 页 / 共 N 页. Chinese text is
 * drawn in Noto Sans SC, embedded with only the glyphs used.
 */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(spec.title);
  doc.setLanguage('zh-CN');
  doc.setCreator('Yelopack');
  doc.setProducer('Yelopack');
  if (spec.issuedAt !== undefined) {
    doc.setCreationDate(new Date(spec.issuedAt));
    doc.setModificationDate(new Date(spec.issuedAt));
  }
  const fonts = await embedDocumentFonts(doc, textsOf(spec));
  const cursor = new PageCursor(doc, fonts, spec.title);
  drawPart(cursor, fonts, spec);
  for (const appendix of spec.appendices ?? []) {
    cursor.newPage();
    drawPart(cursor, fonts, appendix);
  }
  drawPageFeet(doc, fonts, spec.footer);
  return doc.save();
}

function drawPart(cursor: PageCursor, fonts: DocumentFonts, part: PdfPart): void {
  for (const line of wrapText(fonts, part.title, TITLE, cursor.width)) {
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
  drawFields(cursor, fonts, part);
  for (const section of part.sections ?? []) {
    cursor.y -= GAP / 2;
    drawSection(cursor, fonts, section);
  }
  for (const table of part.tables) {
    cursor.y -= GAP;
    drawTable(cursor, fonts, table);
  }
}

/** A heading kept with its first line, then each paragraph wrapped to the width, lines never split. */
function drawSection(cursor: PageCursor, fonts: DocumentFonts, section: PdfSection): void {
  const paragraphs = section.paragraphs.map((text) => wrapText(fonts, text, VALUE, cursor.width));
  if (section.heading) {
    cursor.makeRoom(TEXT_LINE + (paragraphs[0]?.length ? TEXT_LINE : 0));
    drawLine(cursor.page, fonts, section.heading, { x: cursor.left, y: cursor.y - HEADING.size }, HEADING);
    cursor.y -= TEXT_LINE + 2;
  }
  for (const lines of paragraphs) {
    for (const line of lines) {
      cursor.makeRoom(TEXT_LINE);
      drawLine(cursor.page, fonts, line, { x: cursor.left, y: cursor.y - VALUE.size }, VALUE);
      cursor.y -= TEXT_LINE;
    }
    cursor.y -= 4;
  }
}

/** Two fields to a line, each in half the width: the label muted, the value wrapped in what is left. */
function drawFields(cursor: PageCursor, fonts: DocumentFonts, part: PdfPart): void {
  const half = cursor.width / 2;
  for (let index = 0; index < part.fields.length; index += 2) {
    const pair = part.fields.slice(index, index + 2).map((field, side) => {
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
  for (const part of [spec, ...(spec.appendices ?? [])]) yield* partTexts(part);
  if (spec.footer) yield { text: spec.footer, weight: 'regular' };
  yield { text: spec.title, weight: 'regular' }; // the running head of pages after the first
}

function* partTexts(part: PdfPart): Generator<StyledText> {
  yield { text: part.title, weight: 'bold' };
  for (const field of part.fields) {
    yield { text: `${field.label}${PDF_LABELS.fieldSeparator}`, weight: 'regular' };
    yield { text: field.value, weight: 'regular' };
  }
  for (const section of part.sections ?? []) {
    if (section.heading) yield { text: section.heading, weight: 'bold' };
    for (const text of section.paragraphs) yield { text, weight: 'regular' };
  }
  for (const table of part.tables) {
    if (table.caption) yield { text: `${table.caption}${PDF_LABELS.continued}`, weight: 'bold' };
    for (const column of table.columns) yield { text: column.header, weight: 'bold' };
    for (const row of table.rows)
      for (const [index, cell] of row.entries())
        yield { text: cellText(cell, table.columns[index]?.kind), weight: 'regular' };
    for (const [index, cell] of (table.total ?? []).entries())
      yield { text: cellText(cell, table.columns[index]?.kind), weight: 'bold' };
  }
}
