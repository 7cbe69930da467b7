import type { Page } from '../../../../src/contract/envelope';
import type { PalletCode, PalletCodeQuery } from '../../../../src/contract/stock';
import type { Session } from '../../../auth/sessions';
import type { DbOrTrx } from '../../../db/schema';
import { businessError } from '../../../http/envelope';
import { keysetBatches } from '../../../http/export';
import { REFERENCE_LABELS as L } from './labels';
import { olderThan, pageOf, type TimeKey } from '../../ledger';
import { referenceDb } from './tables';
import { toPalletCode, type PalletCodeRow } from './wire';

export type PalletCodeFilters = Omit<PalletCodeQuery, 'pageNum' | 'pageSize'>;

/**
 * The codes registered to the session's company, wherever they lie (its pallets at a downstream
 * client's warehouse included), with their tray type's and warehouse's names.
 */
function companyCodes(db: DbOrTrx, session: Session) {
  return referenceDb(db)
    .selectFrom('pallet_codes as p')
    .innerJoin('tray_types as t', 't.code', 'p.tray_type_code')
    .innerJoin('warehouses as w', 'w.id', 'p.warehouse_id')
    .where('p.company_id', '=', session.companyId);
}

function matching(db: DbOrTrx, session: Session, filters: PalletCodeFilters) {
  let query = companyCodes(db, session);
  if (filters.traceId) query = query.where('p.trace_id', '=', filters.traceId.toLowerCase());
  if (filters.warehouseId) query = query.where('p.warehouse_id', '=', filters.warehouseId);
  if (filters.trayTypeCode) query = query.where('p.tray_type_code', '=', filters.trayTypeCode);
  if (filters.status) query = query.where('p.status', '=', filters.status);
  return query;
}

type CodeQuery = ReturnType<typeof companyCodes>;
const withNames = (query: CodeQuery) =>
  query.selectAll('p').select(['t.name as tray_type_name', 'w.name as warehouse_name']);

/** code/searchCodeList: newest movement first. */
export async function searchPalletCodes(
  db: DbOrTrx,
  session: Session,
  query: PalletCodeQuery,
): Promise<Page<PalletCode>> {
  const filtered = matching(db, session, query);
  const [counted, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    withNames(filtered)
      .orderBy('p.last_moved_at', 'desc')
      .orderBy('p.trace_id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  return pageOf(rows.map(toPalletCode), Number(counted.total), query);
}

/** code/searchCodeListExport: every matching code in list order, a page of rows at a time. */
export function exportPalletCodes(db: DbOrTrx, session: Session, filters: PalletCodeFilters) {
  return keysetBatches(
    (after: TimeKey | null, limit) => {
      let page = withNames(matching(db, session, filters));
      if (after) page = page.where(olderThan('p.last_moved_at', 'p.trace_id', after));
      return page.orderBy('p.last_moved_at', 'desc').orderBy('p.trace_id', 'desc').limit(limit).execute();
    },
    (row: PalletCodeRow): TimeKey => ({ time: row.last_moved_at, id: row.trace_id }),
  );
}

/** code/getCodeDetail: one code of the session's company (another company's code: -1 不存在). */
export async function palletCodeDetail(db: DbOrTrx, session: Session, traceId: string): Promise<PalletCode> {
  const row = await withNames(companyCodes(db, session))
    .where('p.trace_id', '=', traceId.toLowerCase())
    .executeTakeFirst();
  if (!row) throw businessError(L.palletCodeNotFound);
  return toPalletCode(row);
}
