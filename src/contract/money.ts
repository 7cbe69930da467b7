/**
 * Money travels as integer fen (DESIGN §3). Its shown form lives here, beside the wire contract, because
 * the portal, the XLSX exports and the PDF documents must show the same amount for the same fen (a bill's
 * total on screen, in its XLSX and in its PDF): one formatter for all three.
 */
const groupedYuan = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** 123456 → '1,234.56'; -500 → '-5.00'. Integer arithmetic: no float rounding on large amounts. */
export function formatYuan(fen: number): string {
  const whole = Math.round(fen);
  const abs = Math.abs(whole);
  const cents = String(abs % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}${groupedYuan.format(Math.trunc(abs / 100))}.${cents}`;
}

/**
 * The amount as a number of 元 for a spreadsheet cell (XLSX/CSV): 123456 → 1234.56, the figure formatYuan
 * shows without its separators (an integer fen over 100 prints back as its two decimals exactly).
 */
export function yuanValue(fen: number): number {
  return Math.round(fen) / 100;
}
