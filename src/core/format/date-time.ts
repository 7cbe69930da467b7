/** Instants travel as UTC and are shown in Asia/Shanghai (DESIGN §3). */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/** China Standard Time is UTC+8 all year (no daylight saving since 1991), so a fixed offset is exact. */
const SHANGHAI_OFFSET_MINUTES = 8 * 60;

export type InstantInput = Date | string | number | null | undefined;

function inShanghai(value: InstantInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = dayjs.utc(value);
  return instant.isValid() ? instant.utcOffset(SHANGHAI_OFFSET_MINUTES).format(pattern) : '';
}

/** 2024-03-01T16:30:00Z → 2024-03-02; '' for nothing or an invalid value. */
export function formatDate(value: InstantInput): string {
  return inShanghai(value, 'YYYY-MM-DD');
}

/** 2024-03-01T16:30:00Z → 2024-03-02 00:30:00; '' for nothing or an invalid value. */
export function formatDateTime(value: InstantInput): string {
  return inShanghai(value, 'YYYY-MM-DD HH:mm:ss');
}
