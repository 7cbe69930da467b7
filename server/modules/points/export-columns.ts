import {
  POINTS_CHANGE_COLUMN_LABELS as c,
  POINTS_ITEM_COLUMN_LABELS as i,
  POINTS_RULE_LABELS,
  POINTS_STATEMENT_COLUMN_LABELS as s,
  POINTS_SOURCE_LABELS,
  POINTS_TARGET_LABELS,
  type PointsChangeRow,
  type PointsStatementItemRow,
  type PointsStatementRow,
} from '../../../src/contract/points';
import type { ExportColumn } from '../../http/export';
import { shanghaiMinute } from '../ledger';
import { LEDGER_KIND_NAMES } from '../stock';
import { POINTS_STATE_NAMES } from './labels';

export const STATEMENT_COLUMNS: readonly ExportColumn<PointsStatementRow>[] = [
  { header: () => s.statementNo, value: (row) => row.statementNo, width: 22 },
  { header: () => s.periodStart, value: (row) => row.periodStart, width: 12 },
  { header: () => s.periodEnd, value: (row) => row.periodEnd, width: 12 },
  { header: () => s.itemsPoints, value: (row) => row.itemsPoints, width: 10 },
  { header: () => s.totalPoints, value: (row) => row.totalPoints, width: 10 },
  { header: () => s.state, value: (row) => POINTS_STATE_NAMES[row.state], width: 8 },
  { header: () => s.rejectReason, value: (row) => row.rejectReason, width: 30 },
];

export const ITEM_COLUMNS: readonly ExportColumn<PointsStatementItemRow>[] = [
  { header: () => i.lineNo, value: (row) => row.lineNo, width: 6 },
  { header: () => i.day, value: (row) => row.day, width: 12 },
  { header: () => i.documentNo, value: (row) => row.documentNo, width: 22 },
  { header: () => i.ledgerKind, value: (row) => LEDGER_KIND_NAMES[row.ledgerKind], width: 12 },
  { header: () => i.warehouse, value: (row) => row.warehouseName, width: 20 },
  { header: () => i.trayType, value: (row) => row.trayTypeName, width: 14 },
  { header: () => i.rule, value: (row) => POINTS_RULE_LABELS[row.rule], width: 10 },
  { header: () => i.pallets, value: (row) => row.pallets, width: 8 },
  { header: () => i.pointsPerPallet, value: (row) => row.pointsPerPallet, width: 8 },
  { header: () => i.points, value: (row) => row.points, width: 8 },
];

export const CHANGE_COLUMNS: readonly ExportColumn<PointsChangeRow>[] = [
  { header: () => c.at, value: (row) => shanghaiMinute(Date.parse(row.at)), width: 18 },
  { header: () => c.target, value: (row) => POINTS_TARGET_LABELS[row.target], width: 10 },
  { header: () => c.account, value: (row) => row.accountName, width: 12 },
  { header: () => c.source, value: (row) => POINTS_SOURCE_LABELS[row.source], width: 14 },
  { header: () => c.sourceNo, value: (row) => row.sourceNo, width: 22 },
  { header: () => c.delta, value: (row) => row.delta, width: 10 },
  { header: () => c.before, value: (row) => row.before, width: 10 },
  { header: () => c.after, value: (row) => row.after, width: 10 },
];
