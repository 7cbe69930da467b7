import { localized } from '../contract/localized';

/**
 * The punctuation that differs between the languages, for texts put together from parts: full-width in
 * Chinese, ASCII with spaces in English. A file of its own (not uiLabels) so that only the widgets using
 * it carry it, not the board's first load. (The colon before a value is uiLabels.common.labelled.)
 */
export const punctuationLabels = localized(
  {
    /** A text with a note after it in parentheses: 张三（zhangsan）, Zhang San (zhangsan). */
    withNote: (text: string, note: string) => `${text}（${note}）`,
    /** Between sentences or clauses in one line. */
    clauseSeparator: '；',
    /** Between the items of a list in one line: 甲、乙、丙 in Chinese, “a, b, c” in English. */
    listSeparator: '、',
    /** A document's or agreement's title in running text: 《…》 in Chinese, in quotes in English. */
    documentTitle: (title: string) => `《${title}》`,
  } as const,
  {
    withNote: (text, note) => `${text} (${note})`,
    clauseSeparator: '; ',
    listSeparator: ', ',
    documentTitle: (title) => `"${title}"`,
  },
);
