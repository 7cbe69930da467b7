/** Shanghai day numbers (shanghaiDay) of the item lists: a day's text and the instant it starts. */

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** A yyyy-MM-dd day as its Shanghai day number (the inverse of period.ts dayText). */
export const dayNumber = (text: string): number => Date.parse(`${text}T00:00:00Z`) / DAY_MS;

/** The first instant (epoch ms) of a Shanghai day: entries of days before `day` were created before it. */
export const dayStart = (day: number): number => day * DAY_MS - SHANGHAI_OFFSET_MS;
