/** A date range as two yyyy-MM-dd strings; '' is an open end. */
export type DateRange = readonly [start: string, end: string];

/**
 * Keeps start ≤ end after one end was edited: the end the user did not touch follows the one they did.
 * yyyy-MM-dd strings compare correctly as text.
 */
export function adjustRange(range: DateRange, edited: 'start' | 'end', value: string): DateRange {
  const [start, end] = range;
  if (edited === 'start') return [value, value && end && value > end ? value : end];
  return [start && value && start > value ? value : start, value];
}
