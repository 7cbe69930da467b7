const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** yyyy-MM-dd HH:mm:ss in Asia/Shanghai (signing times as the PDF prints them). */
export const shanghaiSecond = (epochMs: number): string =>
  new Date(epochMs + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

export const DAY_MS = 24 * 60 * 60 * 1000;
export const MINUTE_MS = 60 * 1000;
