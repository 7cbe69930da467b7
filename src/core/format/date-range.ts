/** SPEC §5: date ranges are sent as yyyy-MM-dd pairs; a single date is a range of that one day. */
import dayjs from 'dayjs';

export type DateInput = Date | string;

const DAY_FORMAT = 'YYYY-MM-DD';

/** The calendar day the user picked, as shown on their screen. */
function toDay(value: DateInput): string | null {
  if (value === '') return null;
  const day = dayjs(value);
  return day.isValid() ? day.format(DAY_FORMAT) : null;
}

/** A date picker's value as [start, end]; null when nothing (valid) is chosen. A reversed pair is put in order. */
export function toDateRange(
  value: DateInput | readonly [DateInput, DateInput] | null | undefined,
): [string, string] | null {
  if (value === null || value === undefined) return null;
  const [first, second] = Array.isArray(value) ? value : [value as DateInput, value as DateInput];
  const start = toDay(first);
  const end = toDay(second);
  if (start === null || end === null) return null;
  // yyyy-MM-dd strings sort like the dates they name.
  return start <= end ? [start, end] : [end, start];
}
