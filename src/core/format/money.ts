/** Money travels as integer fen (DESIGN §3). */
const yuan = new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });

/** 123456 → ¥1,234.56; -500 → -¥5.00 */
export function formatFen(fen: number): string {
  return yuan.format(Math.round(fen) / 100);
}
