import { sql } from 'kysely';
import {
  CONTRACT_KIND_LABELS,
  CONTRACT_STATE_LABELS,
  protocolNameOf,
  type ContractListItem,
  type ContractListQuery,
} from '../../../src/contract/contracts';
import type { Page } from '../../../src/contract/envelope';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import type { ExportColumn } from '../../http/export';
import type { Paging } from '../../http/paged-list';
import { containsPattern, namedDayWindow, pageOf, shanghaiMinute } from '../ledger';
import { CONTRACT_EXPORT_LABELS } from './labels';
import { expireOverdue, toListItem } from './records';
import { contractsDb } from './tables';

export type ContractFilters = Omit<ContractListQuery, 'pageNum' | 'pageSize'>;

/** The company's protocol versions whose name contains the keyword (names come from versions: SPEC §9). */
async function versionsNamed(db: DbOrTrx, companyId: string, keyword: string): Promise<string[]> {
  const versions = await contractsDb(db)
    .selectFrom('contracts')
    .select('protocol_version')
    .distinct()
    .where('company_id', '=', companyId)
    .execute();
  return versions
    .map((row) => row.protocol_version)
    .filter((version) => protocolNameOf(version).includes(keyword));
}

/**
 * contract/searchOnlineSigningContract (and its export): the company's contracts of one kind, newest first,
 * by state, keyword (contract number or protocol name) and signing-deadline days.
 */
export async function searchContracts(
  db: DbOrTrx,
  session: Session,
  now: number,
  filters: ContractFilters,
  paging: Paging,
): Promise<Page<ContractListItem>> {
  await expireOverdue(db, session.companyId, now);
  const { from, to } = namedDayWindow(filters, 'deadlineFrom', 'deadlineTo');
  const keyword = filters.keyword?.trim();
  const named = keyword ? await versionsNamed(db, session.companyId, keyword) : [];
  const filtered = contractsDb(db)
    .selectFrom('contracts')
    .where('company_id', '=', session.companyId)
    .where('kind', '=', filters.kind)
    .$if(filters.state !== undefined, (qb) => qb.where('status', '=', filters.state!))
    .$if(from !== undefined, (qb) => qb.where('sign_deadline', '>=', from!))
    .$if(to !== undefined, (qb) => qb.where('sign_deadline', '<', to!))
    .$if(Boolean(keyword), (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(sql<string>`lower(contract_no)`, 'like', sql<string>`${containsPattern(keyword!)} escape '\\'`),
          ...(named.length ? [eb('protocol_version', 'in', named)] : []),
        ]),
      ),
    );
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNum - 1) * paging.pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    rows.map((row) => toListItem(row, now)),
    Number(count.n),
    paging,
  );
}

const C = CONTRACT_EXPORT_LABELS.columns;
const day = (isoTime: string | null): string | null =>
  isoTime === null ? null : shanghaiMinute(Date.parse(isoTime));

/** The export's columns (times in Asia/Shanghai). */
export const CONTRACT_COLUMNS: readonly ExportColumn<ContractListItem>[] = [
  { header: () => C.contractNo, value: (row) => row.contractNo, width: 22 },
  { header: () => C.kind, value: (row) => CONTRACT_KIND_LABELS[row.kind], width: 10 },
  { header: () => C.protocolName, value: (row) => row.protocolName, width: 22 },
  { header: () => C.protocolVersion, value: (row) => row.protocolVersion, width: 10 },
  { header: () => C.companyName, value: (row) => row.companyName, width: 26 },
  { header: () => C.platformName, value: (row) => row.platformName, width: 24 },
  { header: () => C.c1ClientName, value: (row) => row.c1ClientName, width: 26 },
  { header: () => C.state, value: (row) => CONTRACT_STATE_LABELS[row.state], width: 10 },
  { header: () => C.signDeadline, value: (row) => day(row.signDeadline), width: 18 },
  { header: () => C.createdAt, value: (row) => day(row.createdAt), width: 18 },
  { header: () => C.signedAt, value: (row) => day(row.signedAt), width: 18 },
  { header: () => C.validUntil, value: (row) => day(row.validUntil), width: 18 },
];
