/**
 * Numbers a person reads (counts, figures, rates), grouped as the language in force writes them
 * (activeLocale): 12,345 and 0.35 in both of today's languages, but through one place, so a language
 * that groups otherwise is one entry in LOCALES away.
 */
import { activeLocale } from './locale';

const formats = new Map<string, Intl.NumberFormat>();

/** The Intl format of the language in force for these options, made once per language and options. */
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = activeLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** 12345 → 12,345; a figure with decimals keeps up to three (1234.5 → 1,234.5). */
export const formatCount = (value: number): string => numberFormat({}).format(value);

/** A decimal with at least `min` and at most `max` decimals: (0.35, 2, 4) → 0.35; (150, 2, 4) → 150.00. */
export const formatDecimal = (value: number, min: number, max: number): string =>
  numberFormat({ minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
