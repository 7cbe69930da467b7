import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { DocumentFonts } from './document-fonts';
import { drawLine } from './draw-text';
import { PDF_LABELS } from './labels';

/** A4 portrait in PDF points (1/72 inch). */
export const A4: [number, number] = [595.28, 841.89];
/** About 15 mm at the sides, 17 mm at the top and 19 mm at the foot, where the page number goes. */
export const MARGIN = { top: 48, bottom: 54, side: 42 };

export const INK = rgb(0.13, 0.13, 0.13);
export const MUTED = rgb(0.42, 0.42, 0.42);
export const RULE = rgb(0.78, 0.78, 0.78);

const RUNNING_HEAD = { size: 8, gap: 20 };

/**
 * Where the next thing goes: the current page and the height left on it (y falls from the top margin
 * to the bottom one). Pages after the first open with a running head: the document's title, small.
 */
export class PageCursor {
  page: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: DocumentFonts,
    private readonly title: string,
  ) {
    this.page = this.addPage();
  }

  get left(): number {
    return MARGIN.side;
  }

  get width(): number {
    return A4[0] - 2 * MARGIN.side;
  }

  /** Starts a new page when `height` does not fit on this one; true when it did. */
  makeRoom(height: number): boolean {
    if (this.y - height >= MARGIN.bottom) return false;
    this.page = this.addPage();
    return true;
  }

  /** Starts a new page (a part that must open on its own page). */
  newPage(): void {
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN.top;
    if (this.doc.getPageCount() > 1) {
      const baseline = this.y - RUNNING_HEAD.size;
      drawLine(
        page,
        this.fonts,
        this.title,
        { x: this.left, y: baseline },
        { size: RUNNING_HEAD.size, weight: 'regular', color: MUTED },
      );
      const ruleY = baseline - 5;
      page.drawLine({
        start: { x: this.left, y: ruleY },
        end: { x: this.left + this.width, y: ruleY },
        thickness: 0.5,
        color: RULE,
      });
      this.y -= RUNNING_HEAD.gap;
    }
    return page;
  }
}

const FOOT = { size: 8, below: 16 };

/** The foot of every page, drawn when the page count is known: the footer line and 第 i 页 / 共 N 页. */
export function drawPageFeet(doc: PDFDocument, fonts: DocumentFonts, footer: string | undefined): void {
  const pages = doc.getPages();
  const width = A4[0] - 2 * MARGIN.side;
  const ruleY = MARGIN.bottom - 8;
  const baseline = ruleY - FOOT.below + 4;
  const style = { size: FOOT.size, weight: 'regular', color: MUTED } as const;
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: MARGIN.side, y: ruleY },
      end: { x: MARGIN.side + width, y: ruleY },
      thickness: 0.5,
      color: RULE,
    });
    if (footer) drawLine(page, fonts, footer, { x: MARGIN.side, y: baseline }, style);
    drawLine(
      page,
      fonts,
      PDF_LABELS.pageOf(index + 1, pages.length),
      { x: MARGIN.side, y: baseline, align: 'right', width },
      style,
    );
  });
}
