import { formatYuan } from '../../src/contract/money';
import type { PdfCell, PdfColumn, PdfColumnKind } from './document-spec';

const groupedInteger = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/** A cell as printed: money in yuan from fen, counts with thousands separators, text as given. */
export function cellText(cell: PdfCell, kind: PdfColumnKind = 'text'): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (kind === 'money') return formatYuan(cell);
  if (kind === 'integer') return groupedInteger.format(cell);
  return String(cell);
}

/** Numbers line up on their last digit. */
export const alignsRight = (column: PdfColumn | undefined) =>
  column?.align ? column.align === 'right' : (column?.kind ?? 'text') !== 'text';
