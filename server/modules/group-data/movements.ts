import {
  REPORT_LIST_KINDS,
  type MovementList,
  type MovementQuery,
  type MovementRow,
} from '../../../src/contract/reports';
import type { LedgerKind } from '../../../src/contract/stock';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { reportScope } from '../company';
import {
  iso,
  keyedList,
  keywordPattern,
  likeLower,
  namedDayWindow,
  pageOf,
  rowsById,
  shapedKeys,
  type DocumentSelect,
  type KeyedList,
  type ListValues,
  type Paging,
} from '../ledger';
import { stockDb } from '../stock';

export type MovementFilters = Omit<MovementQuery, 'pageNum' | 'pageSize'>;

/** A movement list's entries with their names (holder, owner, warehouse, tray type). */
const namedEntries = rowsById((db: DbOrTrx, ids: string[]) =>
  stockDb(db)
    .selectFrom('ledger_entries as e')
    .innerJoin('companies as hc', 'hc.id', 'e.holder_company_id')
    .innerJoin('companies as oc', 'oc.id', 'e.owner_company_id')
    .innerJoin('warehouses as w', 'w.id', 'e.warehouse_id')
    .innerJoin('tray_types as tt', 'tt.code', 'e.tray_type_code')
    .select([
      'e.id',
      'e.created_at',
      'e.holder_company_id',
      'hc.name as holder_name',
      'e.kind',
      'e.document_type',
      'e.document_id',
      'e.document_no',
      'e.warehouse_id',
      'w.name as warehouse_name',
      'e.tray_type_code',
      'tt.name as tray_type_name',
      'oc.name as owner_name',
      'e.delta',
    ])
    .where('e.id', 'in', ids),
);

type NamedEntry = Awaited<ReturnType<typeof namedEntries>>[number];

const toMovementRow = (row: NamedEntry): MovementRow => ({
  id: row.id,
  createdAt: iso(row.created_at),
  companyId: row.holder_company_id,
  companyName: row.holder_name,
  kind: row.kind as LedgerKind,
  documentType: row.document_type,
  documentId: row.document_id,
  documentNo: row.document_no,
  warehouseId: row.warehouse_id,
  warehouseName: row.warehouse_name,
  trayTypeCode: row.tray_type_code,
  trayTypeName: row.tray_type_name,
  ownerCompanyName: row.owner_name,
  quantity: Math.abs(row.delta),
  delta: row.delta,
});

/** The values of a movement list's keys: the holders' ids (holder0, holder1, …) instead of one company. */
type MovementValues = Partial<ListValues>;

const holderKey = (index: number) => `holder${index}`;

/**
 * The entries of the shape's kinds held by its `holders` companies (ids in the values), as one keyed
 * side per holder and kind: each side is a range of the (holder, kind, created_at, id) index read newest
 * first, and only a page's worth of each is merged (migration 0026).
 */
const movementKeys = (
  db: DbOrTrx,
  { holders, kinds }: { holders: number; kinds: readonly LedgerKind[] },
  values: MovementValues,
) => {
  const side = (holderId: string, kind: LedgerKind) => {
    let keys = stockDb(db)
      .selectFrom('ledger_entries as e')
      .select(['e.id', 'e.created_at'])
      .where('e.holder_company_id', '=', holderId)
      .where('e.kind', '=', kind);
    if (values.warehouseId) keys = keys.where('e.warehouse_id', '=', values.warehouseId);
    if (values.trayTypeCode) keys = keys.where('e.tray_type_code', '=', values.trayTypeCode);
    if (values.from !== undefined) keys = keys.where('e.created_at', '>=', values.from);
    if (values.to !== undefined) keys = keys.where('e.created_at', '<', values.to);
    if (values.pattern) keys = keys.where(likeLower('e.document_no', values.pattern));
    return keys as DocumentSelect;
  };
  return Array.from({ length: holders }, (_, index) => values[holderKey(index)] as string).flatMap(
    (holderId) => kinds.map((kind) => side(holderId, kind)),
  );
};

/** The list's entries held by the scope's companies, newest first. */
function movementList(
  db: DbOrTrx,
  holderIds: readonly string[],
  list: MovementList,
  filters: MovementFilters,
): KeyedList<NamedEntry, MovementRow> {
  const shape = { holders: holderIds.length, kinds: filters.kind ? [filters.kind] : REPORT_LIST_KINDS[list] };
  return {
    keys: shapedKeys(movementKeys, shape, {
      ...Object.fromEntries(holderIds.map((holderId, index) => [holderKey(index), holderId])),
      warehouseId: filters.warehouseId,
      trayTypeCode: filters.trayTypeCode,
      ...namedDayWindow(filters, 'startDate', 'endDate'),
      pattern: keywordPattern(filters.keyword),
    }),
    rowsOf: (ids) => namedEntries(db, ids),
    map: toMovementRow,
  };
}

/**
 * The `run` and `exportRows` of a movement list: the session's report scope (a group's members, all or
 * one; else the own company), newest first. An empty scope (a company that is not a member) lists nothing.
 */
export function movementRoutes(list: MovementList) {
  const keyed = (holderIds: readonly string[]) =>
    keyedList((db, _companyId, filters: MovementFilters) => movementList(db, holderIds, list, filters));
  const holdersOf = async (deps: AppDeps, session: Session, filters: MovementFilters) =>
    (await reportScope(deps.db, session, filters.memberCompanyId)).companyIds;
  return {
    run: async (deps: AppDeps, session: Session, filters: MovementFilters, paging: Paging) => {
      const holders = await holdersOf(deps, session, filters);
      if (holders.length === 0) {
        // The same 2003 for a bad date as a member's list would answer.
        namedDayWindow(filters, 'startDate', 'endDate');
        return pageOf<MovementRow>([], 0, paging);
      }
      return keyed(holders).run(deps, session, filters, paging);
    },
    exportRows: async function* (deps: AppDeps, session: Session, filters: MovementFilters) {
      const holders = await holdersOf(deps, session, filters);
      if (holders.length > 0) yield* keyed(holders).exportRows(deps, session, filters);
    },
  };
}
