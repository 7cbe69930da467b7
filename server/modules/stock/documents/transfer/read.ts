import type { Transfer, TransferStatus } from '../../../../../src/contract/stock';
import type { DbOrTrx } from '../../../../db/schema';
import { stockDb } from '../../tables';
import {
  documentColumns,
  foundDocument,
  partyColumns,
  sentOrReceived,
  toDocumentBase,
  toParties,
} from '../../../ledger';

/** Transfers with the names the wire shows; lists add their filters to it. */
export const selectTransfers = (db: DbOrTrx) =>
  stockDb(db)
    .selectFrom('transfers as t')
    .select([...documentColumns('t'), ...partyColumns('t'), 't.status']);

type TransferRow = Awaited<ReturnType<ReturnType<typeof selectTransfers>['executeTakeFirstOrThrow']>>;

export const toTransfer = (row: TransferRow, viewerCompanyId: string): Transfer => ({
  ...toDocumentBase(row),
  ...toParties(row),
  status: row.status as TransferStatus,
  direction: row.from_company_id === viewerCompanyId ? 'out' : 'in',
});

/** One transfer the viewer sent or receives; any other id is 单据不存在. */
export async function readTransfer(db: DbOrTrx, id: string, viewerCompanyId: string): Promise<Transfer> {
  const row = await selectTransfers(db)
    .where('t.id', '=', id)
    .where(sentOrReceived('t', viewerCompanyId))
    .executeTakeFirst();
  return toTransfer(foundDocument(row), viewerCompanyId);
}
