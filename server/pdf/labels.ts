import { localized } from '../../src/contract/localized';

/** Texts the PDF renderer adds to every document, in Chinese and English. */
export const PDF_LABELS = localized(
  {
    pageOf: (page: number, pages: number) => `第 ${page} 页 / 共 ${pages} 页`,
    /** After a table's caption where the table goes on from the previous page. */
    continued: '（续）',
    fieldSeparator: '：',
  },
  {
    pageOf: (page, pages) => `Page ${page} of ${pages}`,
    continued: ' (continued)',
    fieldSeparator: ': ',
  },
);
