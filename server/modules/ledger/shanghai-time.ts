/** Days and clock times as people in China read them (Asia/Shanghai: UTC+8 all year, no daylight saving). */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch ms of 00:00 Asia/Shanghai on a yyyy-MM-dd day, or null when the text is not a real day. */
export function shanghaiDayStart(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2024-02-30 over into March: a day that does not round-trip does not exist.
  if (new Date(utcMidnight).toISOString().slice(0, 10) !== day) return null;
  return utcMidnight - SHANGHAI_OFFSET_MS;
}

/** Epoch ms of 00:00 Asia/Shanghai on the day after (the exclusive end of an inclusive range). */
export const shanghaiDayEnd = (dayStart: number): number => dayStart + DAY_MS;

/** yyyy-MM-dd HH:mm in Asia/Shanghai. */
export const shanghaiMinute = (epochMs: number): string => shanghaiSecond(epochMs).slice(0, 16);

/** yyyy-MM-dd HH:mm:ss in Asia/Shanghai (a signing time as a contract prints it). */
export const shanghaiSecond = (epochMs: number): string =>
  new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
