import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, setLocaleSource, type Locale } from '../../contract/locale';
import { dayLabel, monthTitle, weekdayNames } from './calendar-names';

let locale: Locale = DEFAULT_LOCALE;
setLocaleSource(() => locale);
afterEach(() => (locale = DEFAULT_LOCALE));

describe("the calendar's names", () => {
  it('in Chinese: the weekdays 一 to 日 and the month 2026年11月', () => {
    expect(weekdayNames().map((name) => name.short)).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    expect(weekdayNames()[0]!.full).toBe('星期一');
    expect(monthTitle('2026-11-24')).toBe('2026年11月');
    expect(dayLabel('2026-11-24')).toBe('2026年11月24日 星期二');
  });

  it('in English: Mon to Sun, November 2026, and each day named in full', () => {
    locale = 'en-US';
    expect(weekdayNames().map((name) => name.short)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(weekdayNames()[6]!.full).toBe('Sunday');
    expect(monthTitle('2026-11-24')).toBe('November 2026');
    expect(dayLabel('2026-11-24')).toBe('Tuesday, November 24, 2026');
  });

  it('names the day given, whatever the zone (the first and last days of a year)', () => {
    locale = 'en-US';
    expect(dayLabel('2026-01-01')).toBe('Thursday, January 1, 2026');
    expect(monthTitle('2026-12-31')).toBe('December 2026');
  });
});
