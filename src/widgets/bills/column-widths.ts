/** Column widths (px) of the bills' tables, apart from bill-format.ts so a list needs no more than these. */

/** A range of days shown whole, never cut with … */
export const DAY_RANGE_WIDTH = 220;

/** A company name's column: a full name such as 上海嘉定鲜果批发有限公司 fits on one line. */
export const CLIENT_NAME_WIDTH = 240;
