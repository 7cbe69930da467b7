/**
 * What the date picker's calendar says (src/ui/Calendar.tsx), in the language in force: its month heading,
 * its weekday headings (Monday first, as the grid lays weeks out) and each day's accessible name. The
 * calendar's days are yyyy-MM-dd days with no time of day, so they are named in UTC, where that day
 * starts at 00:00 and no zone can move it to its neighbour.
 */
import { activeLocale, LOCALES, type Locale } from '../../contract/locale';

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

const names = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });

/** A weekday heading's width: 一 in Chinese; Mon in English, where one letter (T, S) names two days. */
const HEADING_WEEKDAY: Record<Locale, 'narrow' | 'short'> = { 'zh-CN': 'narrow', 'en-US': 'short' };

const formats = new Map(
  LOCALES.map((locale) => [
    locale,
    {
      month: names(locale, { year: 'numeric', month: 'long' }),
      heading: names(locale, { weekday: HEADING_WEEKDAY[locale] }),
      weekday: names(locale, { weekday: 'long' }),
    },
  ]),
);
const inForce = () => formats.get(activeLocale())!;

/** 2026年11月 / November 2026 */
export const monthTitle = (date: string): string => inForce().month.format(dayOf(date));

/** 2024-01-01 is a Monday: the seven days from it are a week in the grid's order. */
const WEEK = Array.from({ length: 7 }, (_, index) => Date.UTC(2024, 0, 1 + index));

/** The grid's column headings, Monday first: 一 … 日 / Mon … Sun, each with its full name (星期一 / Monday). */
export const weekdayNames = (): { short: string; full: string }[] =>
  WEEK.map((day) => ({ short: inForce().heading.format(day), full: inForce().weekday.format(day) }));

const chineseDay = names('zh-CN', { year: 'numeric', month: 'long', day: 'numeric' });
const englishDay = names('en-US', { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' });

/**
 * How a screen reader announces a day of the grid: 2026年11月24日 星期二, with the space the portal has
 * always put there (Intl's zh-CN runs the two together) / Tuesday, November 24, 2026.
 */
const DAY_LABELS: Record<Locale, (day: number) => string> = {
  'zh-CN': (day) => `${chineseDay.format(day)} ${formats.get('zh-CN')!.weekday.format(day)}`,
  'en-US': (day) => englishDay.format(day),
};

export const dayLabel = (date: string): string => DAY_LABELS[activeLocale()](dayOf(date));
