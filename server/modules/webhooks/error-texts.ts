import { activeLocale } from '../../../src/contract/locale';
import type { InBothLanguages } from '../../http/request-locale';

/**
 * Why a delivery's try failed, in both languages (0042): a worker's try has no reader, so the text is
 * worded in each when it is written (inBothLanguages), and read in the requester's.
 */
export type ErrorTexts = InBothLanguages<string>;

export const NO_ERROR: ErrorTexts = { chinese: '', english: '' };

/** The stored error in the reader's language (activeLocale); a row of before 0042 reads its Chinese. */
export const errorRead = (chinese: string, english: string | null): string =>
  activeLocale() === 'en-US' && english !== null ? english : chinese;

/** A delivery's last-error columns (Chinese, and English since 0042). */
export const lastErrorColumns = (error: ErrorTexts) => ({
  last_error: error.chinese,
  last_error_en: error.english,
});

/** An attempt's error columns (Chinese, and English since 0042). */
export const attemptErrorColumns = (error: ErrorTexts) => ({ error: error.chinese, error_en: error.english });
