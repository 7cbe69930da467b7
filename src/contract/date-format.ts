/**
 * How an instant, a day or a month reads (issue 17 item 5), in the language in force (activeLocale): the
 * portal's screens and the server's PDFs and messages print the same text for the same instant. Instants
 * travel as UTC and are shown in Asia/Shanghai (DESIGN §3) in both languages; days (yyyy-MM-dd) and
 * months (yyyy-MM) read as that day or month. Wire values and export cells stay yyyy-MM-dd: only what a
 * person reads changes.
 *
 * Intl gives Shanghai's calendar fields of the instant and each language's month names; the order of the
 * fields is ours, because no Intl locale prints what each language needs:
 * - zh-CN keeps yyyy-MM-dd HH:mm:ss (Intl's zh-CN prints 2026/11/25), the form clerks know from the
 *   wire, their ERP and every Chinese screen so far;
 * - en-US puts the day first with the month's short name, 25 Nov 2026, 18:49:38 (24-hour clock): no
 *   reader can take it for 11/25 or 25/11, and the names are en-US's (en-GB's Intl prints Sept).
 */
import dayjs from 'dayjs';
// The .js suffix: the bundled server (scripts/server-bundle.js) loads packages with Node's ESM resolver,
// and dayjs has no exports map to find an extensionless subpath.
import utc from 'dayjs/plugin/utc.js';
import { activeLocale, LOCALES, type Locale } from './locale';

dayjs.extend(utc);

export const TIME_ZONE = 'Asia/Shanghai';

export type InstantInput = Date | string | number | null | undefined;

const FIELD_NAMES = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;
type Fields = Record<(typeof FIELD_NAMES)[number], string>;

/** How each language writes the month and the day; the rest is the same in both. */
const MONTH_AND_DAY: Record<Locale, Intl.DateTimeFormatOptions> = {
  'zh-CN': { month: '2-digit', day: '2-digit' },
  'en-US': { month: 'short', day: 'numeric' },
};

const fieldFormats = new Map(
  LOCALES.map((locale) => [
    locale,
    new Intl.DateTimeFormat(locale, {
      timeZone: TIME_ZONE,
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      ...MONTH_AND_DAY[locale],
    }),
  ]),
);

interface Layout {
  day: (fields: Fields) => string;
  month: (fields: Fields) => string;
  /** Between the day and the time of day. */
  beforeTime: string;
}

const LAYOUTS: Record<Locale, Layout> = {
  'zh-CN': {
    day: (f) => `${f.year}-${f.month}-${f.day}`,
    month: (f) => `${f.year}-${f.month}`,
    beforeTime: ' ',
  },
  'en-US': {
    day: (f) => `${f.day} ${f.month} ${f.year}`,
    month: (f) => `${f.month} ${f.year}`,
    beforeTime: ', ',
  },
};

function fieldsOf(value: InstantInput, locale: Locale): Fields | null {
  if (value === null || value === undefined || value === '') return null;
  // dayjs reads a text without an offset (a bare yyyy-MM-dd too) as UTC, as the wire means it.
  const instant = dayjs.utc(value);
  if (!instant.isValid()) return null;
  const fields = {} as Fields;
  for (const part of fieldFormats.get(locale)!.formatToParts(instant.valueOf()))
    if ((FIELD_NAMES as readonly string[]).includes(part.type))
      fields[part.type as keyof Fields] = part.value;
  return fields;
}

/** The value laid out in the language in force; '' for nothing or an invalid value. */
function shown(value: InstantInput, layout: (fields: Fields, language: Layout) => string): string {
  const locale = activeLocale();
  const fields = fieldsOf(value, locale);
  return fields ? layout(fields, LAYOUTS[locale]) : '';
}

/** 2024-03-01T16:30:00Z → 2024-03-02 / 2 Mar 2024; a day 2024-03-02 reads as itself. */
export const formatDate = (value: InstantInput): string => shown(value, (f, language) => language.day(f));

/** 2024-03-01T16:30:05Z → 2024-03-02 00:30:05 / 2 Mar 2024, 00:30:05. */
export const formatDateTime = (value: InstantInput): string =>
  shown(value, (f, l) => `${l.day(f)}${l.beforeTime}${f.hour}:${f.minute}:${f.second}`);

/** 2024-03-01T16:30:05Z → 2024-03-02 00:30 / 2 Mar 2024, 00:30 (a time agreed or printed to the minute). */
export const formatMinute = (value: InstantInput): string =>
  shown(value, (f, l) => `${l.day(f)}${l.beforeTime}${f.hour}:${f.minute}`);

/** 2024-03-01T16:30:05Z → 00:30 in both languages (the end of a window within one day). */
export const formatClock = (value: InstantInput): string => shown(value, (f) => `${f.hour}:${f.minute}`);

/** A month 2026-11 (or an instant in it) → 2026-11 / Nov 2026. */
export const formatMonth = (value: InstantInput): string => shown(value, (f, language) => language.month(f));

/**
 * The Shanghai day of an instant as the wire writes it, yyyy-MM-dd in every language: today for a
 * filter's default or a form's earliest day. Not for showing (formatDate).
 */
export function shanghaiDate(value: InstantInput): string {
  const fields = fieldsOf(value, 'zh-CN');
  return fields ? LAYOUTS['zh-CN'].day(fields) : '';
}
