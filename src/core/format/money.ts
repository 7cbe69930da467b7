import { formatYuan } from '../../contract/money';

/** 123456 → ¥1,234.56; -500 → -¥5.00 (the amount as formatYuan shows it, with the yuan sign). */
export function formatFen(fen: number): string {
  const whole = Math.round(fen);
  return `${whole < 0 ? '-' : ''}¥${formatYuan(Math.abs(whole))}`;
}
