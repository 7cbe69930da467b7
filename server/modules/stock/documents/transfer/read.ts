import type { Transfer, TransferStatus } from '../../../../../src/contract/stock';
import type { ServerConfig } from '../../../../config';
import type { DbOrTrx } from '../../../../db/schema';
import { stockDb } from '../../tables';
import {
  documentColumns,
  foundDocument,
  iso,
  isoOrNull,
  type LedgerDeps,
  partyColumns,
  sentOrReceived,
  toDocumentBase,
  toParties,
} from '../../../ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the transfer documents need besides the ledger's: the receiver's window (TRANSFER_DISPUTE_DAYS). */
export interface TransferDeps extends LedgerDeps {
  config: Pick<ServerConfig, 'transferDisputeDays'>;
}

/** What reading a transfer for the wire needs: the database and the window its answer names. */
export type TransferReadDeps = Pick<TransferDeps, 'db' | 'config'>;

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

/** The length of the receiver's window, counted from the transfer's creation (TRANSFER_DISPUTE_DAYS). */
export const disputeWindowMs = (windowDays: number): number => windowDays * DAY_MS;

/** The end of the receiver's window while the transfer's state still allows a dispute (pending or signed). */
export function disputeWindowEnd(createdAt: number, status: string, windowDays: number): number | null {
  return status === 'pending' || status === 'accepted' ? createdAt + disputeWindowMs(windowDays) : null;
}

export const toTransfer = (row: TransferRow, viewerCompanyId: string, windowDays: number): Transfer => {
  const windowEnd = disputeWindowEnd(Number(row.created_at), row.status, windowDays);
  return {
    ...toDocumentBase(row),
    ...toParties(row),
    status: row.status as TransferStatus,
    direction: row.from_company_id === viewerCompanyId ? 'out' : 'in',
    correctedQuantity: row.corrected_quantity === null ? null : Number(row.corrected_quantity),
    disputeReason: row.dispute_reason,
    disputedAt: isoOrNull(row.disputed_at === null ? null : Number(row.disputed_at)),
    disputableUntil: windowEnd === null ? null : iso(windowEnd),
  };
};

/** One transfer the viewer sent or receives; any other id is 单据不存在. */
export async function readTransfer(
  deps: TransferReadDeps,
  id: string,
  viewerCompanyId: string,
): Promise<Transfer> {
  const row = await selectTransfers(deps.db)
    .where('t.id', '=', id)
    .where(sentOrReceived('t', viewerCompanyId))
    .executeTakeFirst();
  return toTransfer(foundDocument(row), viewerCompanyId, deps.config.transferDisputeDays);
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
