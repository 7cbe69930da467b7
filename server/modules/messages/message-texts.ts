import { sql } from 'kysely';
import { activeLocale, DEFAULT_LOCALE, type Locale } from '../../../src/contract/locale';
import { inBothLanguages } from '../../http/request-locale';
import type { MessagesTable } from './tables';

/** A message's title and content in one language. */
export interface MessageTexts {
  title: string;
  /** Plain text. */
  content: string;
}

type TextColumns = Pick<MessagesTable, 'title' | 'content' | 'title_en' | 'content_en'>;

/** The columns each language is kept in: Chinese in those of 0002-messages, English in those of 0041. */
const COLUMNS = {
  'zh-CN': { title: 'title', content: 'content' },
  'en-US': { title: 'title_en', content: 'content_en' },
} as const satisfies Record<Locale, Record<keyof MessageTexts, keyof TextColumns>>;

/**
 * A message's text columns: `texts` called once in each language (inBothLanguages), so the labels it reads
 * render in each, whoever's request or job sends the message.
 */
export function textColumns(texts: () => MessageTexts): TextColumns {
  const { chinese, english } = inBothLanguages(texts);
  return {
    title: chinese.title,
    content: chinese.content,
    title_en: english.title,
    content_en: english.content,
  };
}

/**
 * The title and content of `messages as m` in the reader's language (activeLocale): a row of before
 * 0041 has no English and reads its Chinese.
 */
export function textsRead() {
  const locale = activeLocale();
  const read = (column: keyof MessageTexts) =>
    sql<string>`coalesce(${sql.ref(`m.${COLUMNS[locale][column]}`)}, ${sql.ref(`m.${COLUMNS[DEFAULT_LOCALE][column]}`)})`;
  return { title: read('title'), content: read('content') };
}
