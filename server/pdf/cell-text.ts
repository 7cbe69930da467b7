import { formatYuan } from '../../src/contract/money';
import { formatDecimal } from '../../src/contract/number-format';
import type { PdfCell, PdfColumn, PdfColumnKind } from './document-spec';

/** A cell as printed: money in yuan from fen, counts with thousands separators, text as given. */
export function cellText(cell: PdfCell, kind: PdfColumnKind = 'text'): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  if (kind === 'money') return formatYuan(cell);
  if (kind === 'integer') return formatDecimal(cell, 0, 0);
  return String(cell);
}

/** Numbers line up on their last digit. */
export const alignsRight = (column: PdfColumn | undefined) =>
  column?.align ? column.align === 'right' : (column?.kind ?? 'text') !== 'text';
