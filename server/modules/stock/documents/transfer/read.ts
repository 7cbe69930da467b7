import type { Transfer, TransferStatus } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { stockDb } from '../../tables';
import {
  documentColumns,
  foundDocument,
  isoOrNull,
  partyColumns,
  sentOrReceived,
  toDocumentBase,
  toParties,
} from '../../../ledger';

/** Transfers with the names the wire shows; lists add their filters to it. */
export const selectTransfers = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('transfers as t')
    .select([
      ...documentColumns('t'),
      ...partyColumns('t'),
      't.status',
      't.corrected_quantity',
      't.dispute_reason',
      't.disputed_at',
    ]);

type TransferRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>['executeTakeFirstOrThrow']>>;

export const toTransfer = (row: TransferRow, viewerCompanyId: string): Transfer => ({
  ...toDocumentBase(row),
  ...toParties(row),
  status: row.status as TransferStatus,
  direction: row.from_company_id === viewerCompanyId ? 'out' : 'in',
  correctedQuantity: row.corrected_quantity === null ? null : Number(row.corrected_quantity),
  disputeReason: row.dispute_reason,
  disputedAt: isoOrNull(row.disputed_at === null ? null : Number(row.disputed_at)),
});

/** One transfer the viewer sent or receives; any other id is 单据不存在. */
export async function readTransfer(db: DbOrTrx, id: string, viewerCompanyId: string): Promise<Transfer> {
  const row = await selectTransfers(db)
    .where('t.id', '=', id)
    .where(sentOrReceived('t', viewerCompanyId))
    .executeTakeFirst();
  return toTransfer(foundDocument(row), viewerCompanyId);
}

/** The row of a transfer the company sent (`from_company_id`) or receives (`to_company_id`); else 单据不存在. */
export async function transferRowOf(
  deps: { db: DbOrTrx },
  id: string,
  side: 'from_company_id' | 'to_company_id',
  companyId: string,
) {
  return foundDocument(
    await stockDb(deps.db)
      .selectFrom('transfers')
      .selectAll()
      .where('id', '=', id)
      .where(side, '=', companyId)
      .executeTakeFirst(),
  );
}
