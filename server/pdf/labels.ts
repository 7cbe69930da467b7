/** Texts the PDF renderer adds to every document, Simplified Chinese. */
export const PDF_LABELS = {
  pageOf: (page: number, pages: number) => `第 ${page} 页 / 共 ${pages} 页`,
  /** After a table's caption where the table goes on from the previous page. */
  continued: '（续）',
  fieldSeparator: '：',
} as const;
