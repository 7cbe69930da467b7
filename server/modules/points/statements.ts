import type { Page } from '../../../src/contract/envelope';
import type {
  PointsStatementItemRow,
  PointsStatementQuery,
  PointsStatementRow,
} from '../../../src/contract/points';
import type { Paging } from '../../http/paged-list';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { dayText, monthDays } from '../bills';
import { isoOrNull, iso, pageOf, shanghaiDay } from '../ledger';
import { freezeLastClosedPoints } from './freeze';
import { POINTS_LABELS } from './labels';
import { referenceNames } from './names';
import { pointsDb, type PointsStatementsTable } from './tables';

/** The company's points statements as the lists and the decisions answer them. */

const statementsOf = (db: DbOrTrx, company: string) =>
  pointsDb(db).selectFrom('points_statements').where('company_id', '=', company);

const columns = [
  'id',
  'statement_no',
  'period_start',
  'period_end',
  'items_points',
  'total_points',
  'status',
  'reject_reason',
  'created_at',
  'decided_at',
] as const;

/** A statement as the lists select it: those columns of the table. */
type StoredStatement = Pick<PointsStatementsTable, (typeof columns)[number]>;

const toRow = (row: StoredStatement): PointsStatementRow => ({
  id: row.id,
  statementNo: row.statement_no,
  periodStart: dayText(Number(row.period_start)),
  periodEnd: dayText(Number(row.period_end)),
  itemsPoints: Number(row.items_points),
  totalPoints: Number(row.total_points),
  state: row.status,
  rejectReason: row.reject_reason,
  createdAt: iso(Number(row.created_at)),
  decidedAt: isoOrNull(row.decided_at === null ? null : Number(row.decided_at)),
});

/**
 * Both statement lists (settlementManagement/searchUpstreamIntegralStatements and
 * incomeRecord/getUpstreamIntegralStatements): newest period first. Reading it freezes the most recently
 * closed period first (points model, STATEMENTS).
 */
export async function pointsStatementList(
  db: DbOrTrx,
  company: string,
  now: number,
  filters: Omit<PointsStatementQuery, 'pageNum' | 'pageSize'>,
  paging: Paging,
): Promise<Page<PointsStatementRow>> {
  await freezeLastClosedPoints(db, company, now);
  const month = filters.periodMonth ? monthDays(filters.periodMonth) : undefined;
  const filtered = statementsOf(db, company)
    .$if(filters.state !== undefined, (qb) => qb.where('status', '=', filters.state!))
    .$if(month !== undefined, (qb) =>
      qb.where('period_end', '>=', month!.from).where('period_end', '<=', month!.to),
    );
  const [rows, count] = await Promise.all([
    filtered
      .select(columns)
      .orderBy('period_end', 'desc')
      .orderBy('id')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toRow), Number(count.n), paging);
}

/** One of the company's statements; another company's answers not-found. */
export async function pointsStatement(db: DbOrTrx, company: string, id: string): Promise<PointsStatementRow> {
  const row = await statementsOf(db, company).select(columns).where('id', '=', id).executeTakeFirst();
  if (!row) throw businessError(POINTS_LABELS.statementNotFound);
  return toRow(row);
}

/** incomeRecord/searchUpstreamScoreStatementItem: a statement's items, in line order, with their entries. */
export async function pointsStatementItems(
  db: DbOrTrx,
  company: string,
  id: string,
  paging: Paging,
): Promise<Page<PointsStatementItemRow>> {
  await pointsStatement(db, company, id);
  const pdb = pointsDb(db);
  const [rows, count] = await Promise.all([
    pdb
      .selectFrom('points_statement_items as i')
      .innerJoin('ledger_entries as e', 'e.id', 'i.entry_id')
      .select([
        'i.line_no',
        'i.entry_id',
        'e.document_no',
        'e.kind',
        'e.created_at',
        'e.warehouse_id',
        'e.tray_type_code',
        'i.rule',
        'i.pallets',
        'i.points_per_pallet',
        'i.points',
      ])
      .where('i.statement_id', '=', id)
      .orderBy('i.line_no')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    pdb
      .selectFrom('points_statement_items')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('statement_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  const names = await referenceNames(
    db,
    rows.map((row) => row.warehouse_id),
  );
  const list = rows.map((row): PointsStatementItemRow => ({
    lineNo: Number(row.line_no),
    entryId: row.entry_id,
    documentNo: row.document_no,
    ledgerKind: row.kind,
    day: dayText(shanghaiDay(Number(row.created_at))),
    warehouseName: names.warehouse(row.warehouse_id),
    trayTypeCode: row.tray_type_code,
    trayTypeName: names.trayType(row.tray_type_code),
    rule: row.rule,
    pallets: Number(row.pallets),
    pointsPerPallet: Number(row.points_per_pallet),
    points: Number(row.points),
  }));
  return pageOf(list, Number(count.n), paging);
}
