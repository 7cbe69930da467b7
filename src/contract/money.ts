/**
 * Money travels as integer fen (DESIGN §3). Its shown form lives here, beside the wire contract, because
 * the portal, the XLSX exports and the PDF documents must show the same amount for the same fen (a bill's
 * total on screen, in its XLSX and in its PDF): one formatter for all three, in the language in force
 * (activeLocale; both group thousands with a comma and write cents after a point).
 */
import { activeLocale, LOCALES, type Locale } from './locale';

/**
 * The currency as each language names it: ¥ in Chinese; in English the ISO code CNY, because an English
 * reader also knows ¥ as the Japanese yen, and the English column headers already say "Amount (CNY)".
 */
const CURRENCY_DISPLAY: Record<Locale, 'symbol' | 'code'> = { 'zh-CN': 'symbol', 'en-US': 'code' };

const formats = new Map(
  LOCALES.map((locale) => [
    locale,
    {
      yuan: new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }),
      money: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'CNY',
        currencyDisplay: CURRENCY_DISPLAY[locale],
      }),
    },
  ]),
);

/**
 * The amount in 元 as an exact decimal text (123456 → '1234.56'): integer arithmetic, and Intl formats a
 * decimal text digit for digit, so no float rounding on large amounts.
 */
function yuanText(fen: number): `${number}` {
  const whole = Math.round(fen);
  const abs = Math.abs(whole);
  return `${whole < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}` as `${number}`;
}

/** 123456 → '1,234.56'; -500 → '-5.00' (under a header or beside a label that names the currency). */
export const formatYuan = (fen: number): string => formats.get(activeLocale())!.yuan.format(yuanText(fen));

/** 123456 → ¥1,234.56 / CNY 1,234.56 (a no-break space after the code); -500 → -¥5.00 / -CNY 5.00. */
export const formatFen = (fen: number): string => formats.get(activeLocale())!.money.format(yuanText(fen));

/**
 * The amount as a number of 元 for a spreadsheet cell (XLSX/CSV): 123456 → 1234.56, the figure formatYuan
 * shows without its separators (an integer fen over 100 prints back as its two decimals exactly).
 */
export function yuanValue(fen: number): number {
  return Math.round(fen) / 100;
}
