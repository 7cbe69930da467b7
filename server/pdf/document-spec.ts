/** What a business document (a bill, a statement, a contract) says; render-document.ts lays it out. */
export interface PdfDocumentSpec extends PdfPart {
  /** Parts that each start on a new page after the document (an appendix, an audit page). */
  readonly appendices?: readonly PdfPart[];
  /** One line at the foot of every page, left of the page number (issuer, time of printing …). */
  readonly footer?: string;
  /**
   * The file's CreationDate and ModDate (epoch ms); when set, the same spec renders to the same bytes
   * (a document whose hash is kept). Left out: the time of rendering.
   */
  readonly issuedAt?: number;
}

/** A run of the document in order: title, fields, sections, tables. */
export interface PdfPart {
  /** Centred at the top of the part; the document's title also heads every further page. */
  readonly title: string;
  /** Label/value pairs under the title (客户, 账期, 合计 …), two to a line. */
  readonly fields: readonly PdfField[];
  /** Running text under the fields (a contract's clauses). */
  readonly sections?: readonly PdfSection[];
  readonly tables: readonly PdfTable[];
}

/** A heading over paragraphs of running text, each paragraph wrapped to the page's width. */
export interface PdfSection {
  readonly heading?: string;
  readonly paragraphs: readonly string[];
}

export interface PdfField {
  readonly label: string;
  readonly value: string;
}

/**
 * How a column's cells are shown. Numbers are right-aligned:
 * - integer: a count (托盘数, 托盘天数), with thousands separators;
 * - money: integer fen, shown in yuan as the portal shows it (formatYuan: 1,234.56).
 */
export type PdfColumnKind = 'text' | 'integer' | 'money';

export interface PdfColumn {
  readonly header: string;
  /** 'text' when left out. */
  readonly kind?: PdfColumnKind;
  /** The column's share of the table's width, relative to the others (1 when left out). */
  readonly width?: number;
  /** Right for the number kinds, left for text, unless set (a rate given as text lines up right). */
  readonly align?: 'left' | 'right';
}

/** null is an empty cell. */
export type PdfCell = string | number | null;

export interface PdfTable {
  /** Over the table; repeated with （续） where the table goes on over a page break. */
  readonly caption?: string;
  readonly columns: readonly PdfColumn[];
  readonly rows: readonly (readonly PdfCell[])[];
  /** The total row, bold under the rows (合计 in the first cell, sums under the columns that have one). */
  readonly total?: readonly PdfCell[];
}
