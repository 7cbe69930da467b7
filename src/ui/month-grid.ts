/**
 * The month grid and key moves of the date pickers, on yyyy-MM-dd strings (the wire format of every
 * date filter). Pure, so the calendar's arithmetic is unit tested apart from its DOM. Weeks start on
 * Monday (zh-cn's first day of the week) in both languages: the grid and its keys work the same way; what
 * the calendar says is src/core/format/calendar-names.ts.
 */
import dayjs from 'dayjs';
import zhCn from 'dayjs/locale/zh-cn';

const FORMAT = 'YYYY-MM-DD';

const day = (date: string) => dayjs(date, FORMAT).locale(zhCn);

/** The date as typed, when it is a real yyyy-MM-dd day (2026-02-30 is not); otherwise null. */
export function parseDate(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return null;
  const parsed = dayjs(trimmed, FORMAT);
  return parsed.isValid() && parsed.format(FORMAT) === trimmed ? trimmed : null;
}

export const todayDate = (now: number = Date.now()): string => dayjs(now).format(FORMAT);

export const sameMonth = (a: string, b: string): boolean => a.slice(0, 7) === b.slice(0, 7);

/** Six weeks of seven days (Monday first) that show the month of `date`, with the neighbours' days. */
export function monthGrid(date: string): string[][] {
  const first = day(date).startOf('month');
  const offset = (first.day() - zhCn.weekStart! + 7) % 7;
  const start = first.subtract(offset, 'day');
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => start.add(week * 7 + weekday, 'day').format(FORMAT)),
  );
}

/** Whether the day lies outside [min, max] (either end may be open). */
export const outOfRange = (date: string, min?: string, max?: string): boolean =>
  (!!min && date < min) || (!!max && date > max);

/**
 * Where a key moves the focused day of the grid (APG date picker dialog): arrows by a day or a week,
 * PageUp/PageDown by a month (Shift: a year), Home/End to the week's first or last day. Null for a key
 * that does not move.
 */
export function moveDate(date: string, key: string, shiftKey = false): string | null {
  const current = day(date);
  const weekday = (current.day() - zhCn.weekStart! + 7) % 7;
  const moved = {
    ArrowLeft: () => current.subtract(1, 'day'),
    ArrowRight: () => current.add(1, 'day'),
    ArrowUp: () => current.subtract(1, 'week'),
    ArrowDown: () => current.add(1, 'week'),
    PageUp: () => current.subtract(1, shiftKey ? 'year' : 'month'),
    PageDown: () => current.add(1, shiftKey ? 'year' : 'month'),
    Home: () => current.subtract(weekday, 'day'),
    End: () => current.add(6 - weekday, 'day'),
  }[key];
  return moved ? moved().format(FORMAT) : null;
}

/** The same day `months` months on (the last day of a shorter month): the ‹ › buttons. */
export const shiftMonth = (date: string, months: number): string =>
  day(date).add(months, 'month').format(FORMAT);
