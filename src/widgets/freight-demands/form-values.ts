/**
 * The typed forms of a yuan amount and of a Beijing-time instant, and back. The load window and deadlines
 * are held as a datetime-local value (DateTimeInput), which carries no zone: it is read as Asia/Shanghai (UTC+8 all
 * year), whatever the browser's own zone is, and travels as an ISO UTC instant.
 */
import { formatYuan } from '../../contract/money';

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** '2026-11-25T08:30' (Beijing time) → '2026-11-25T00:30:00.000Z'; null when not such a value. */
export function instantOfLocal(local: string): string | null {
  const match = LOCAL_MINUTE.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - SHANGHAI_OFFSET_MS;
  const instant = new Date(utc);
  // Date.UTC rolls 2026-02-30 over to March: such a day is not a value.
  return new Date(utc + SHANGHAI_OFFSET_MS).getUTCDate() === day ? instant.toISOString() : null;
}

/** An ISO instant → its Beijing time as a datetime-local value ('2026-11-25T08:30'). */
export function localOfInstant(iso: string): string {
  return new Date(Date.parse(iso) + SHANGHAI_OFFSET_MS).toISOString().slice(0, 16);
}

/** '1234.5' → 123450 fen; null when not a yuan amount with at most two decimals. No float arithmetic. */
export function fenOfYuanText(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 123450 → '1234.50' (what a yuan input shows for an amount in fen). */
export function yuanTextOfFen(fen: number): string {
  return formatYuan(fen).replaceAll(',', '');
}
