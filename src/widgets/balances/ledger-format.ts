/** How ledger entries read on screen. Pure, so it is unit tested. */
import type { LedgerKind } from '../../contract/stock';
import { LEDGER_KIND_LABELS as KIND_LABELS } from '../../contract/stock';

/** The Chinese name of a kind; an unknown kind (a newer server) shows as sent rather than blank. */
export const kindLabel = (kind: LedgerKind | string): string => KIND_LABELS[kind as LedgerKind] ?? kind;

/** +30 for pallets in, −30 (a real minus sign) for pallets out, 0 as is. */
export const formatDelta = (delta: number): string =>
  delta > 0 ? `+${delta}` : delta < 0 ? `\u2212${Math.abs(delta)}` : '0';

export const kindOptions = (): readonly { value: LedgerKind; label: string }[] =>
  (Object.keys(KIND_LABELS) as LedgerKind[]).map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
