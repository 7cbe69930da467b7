/** PDF documents with Chinese text (bills, statements, contracts): see server/README.md "PDF documents". */
export { renderPdf } from './render-document';
export type {
  PdfCell,
  PdfColumn,
  PdfColumnKind,
  PdfDocumentSpec,
  PdfField,
  PdfPart,
  PdfSection,
  PdfTable,
} from './document-spec';
export { MISSING_GLYPH } from './document-fonts';
