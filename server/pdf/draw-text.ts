import type { Color, PDFPage } from 'pdf-lib';
import type { DocumentFonts } from './document-fonts';
import type { Weight } from './fonts';

export interface TextStyle {
  readonly size: number;
  readonly weight: Weight;
  readonly color: Color;
}

/**
 * Draws one line of text with its left edge at x, or, with `align` and a box width, right-aligned or
 * centred in the box [x, x + width]. A line may need several fonts (a rare character's slice).
 */
export function drawLine(
  page: PDFPage,
  fonts: DocumentFonts,
  text: string,
  at: { x: number; y: number; align?: 'left' | 'right' | 'center'; width?: number },
  style: TextStyle,
): void {
  const free = (at.width ?? 0) - fonts.width(text, style.weight, style.size);
  let x = at.align === 'right' ? at.x + free : at.align === 'center' ? at.x + free / 2 : at.x;
  for (const run of fonts.runs(text, style.weight)) {
    page.drawText(run.text, { x, y: at.y, size: style.size, font: run.font, color: style.color });
    x += fonts.runWidth(run, style.size);
  }
}

/**
 * Breaks text into lines no wider than maxWidth. Chinese breaks between any two characters; a Latin
 * word or number is kept whole when the line has a space to break at before it.
 */
export function wrapText(fonts: DocumentFonts, text: string, style: TextStyle, maxWidth: number): string[] {
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (fonts.width(normalized, style.weight, style.size) <= maxWidth) return [normalized];
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const character of normalized) {
    const advance = fonts.width(character, style.weight, style.size);
    if (line !== '' && width + advance > maxWidth) {
      const space = line.lastIndexOf(' ');
      const breakAtSpace = character !== ' ' && /[\x21-\x7e]$/.test(line) && space > 0;
      const carried = breakAtSpace ? line.slice(space + 1) : '';
      lines.push((breakAtSpace ? line.slice(0, space) : line).trimEnd());
      line = carried;
      width = fonts.width(carried, style.weight, style.size);
      if (character === ' ' && line === '') continue;
    }
    line += character;
    width += advance;
  }
  if (line !== '') lines.push(line);
  return lines;
}
