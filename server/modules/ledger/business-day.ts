/** Calendar days as the platform counts them: in Asia/Shanghai (UTC+8, no daylight saving). */
const DAY_MS = 24 * 60 * 60 * 1000;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Days since 1970-01-01 in Asia/Shanghai of an instant (epoch ms); the day column of ledger_daily_inflow. */
export const shanghaiDay = (epochMs: number): number => Math.floor((epochMs + SHANGHAI_OFFSET_MS) / DAY_MS);
