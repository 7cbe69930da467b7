import type { Transaction } from 'kysely';
import type { Database, DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import { inTransaction, nextNumber, shanghaiDay } from '../ledger';
import { correctionLines } from './corrections';
import { billLines, billLinesOf } from './engine';
import type { BillLine, DayRange } from './model';
import { recordWebhookEvent } from '../webhooks';
import { billIssued } from './bill-event';
import { periodOf } from './period';
import { CLIENT_BILL_LINES, totalOf, writeLines } from './stored-lines';
import { billsDb, type BillsTable } from './tables';
import { termsOf } from './terms';

/**
 * Frozen client bills (money model, FREEZING CLIENT BILLS: src/contract/bills.ts): a closed period's
 * bill per downstream C1 client, its lines stored as the engine computed them, traced to the ledger.
 */

/** Prefix of a bill's human number (账单). */
const BILL_NO_PREFIX = 'ZD';

/** The owner's C1 clients with no current bill for the period starting on `period.from`, by name. */
async function clientsDue(db: DbOrTrx, owner: string, period: DayRange): Promise<string[]> {
  const bdb = billsDb(db);
  const [clients, billed] = await Promise.all([
    bdb.selectFrom('companies').select('id').where('parent_company_id', '=', owner).orderBy('name').execute(),
    bdb
      .selectFrom('bills')
      .select('billed_company_id')
      .where('biller_company_id', '=', owner)
      .where('period_start', '=', period.from)
      .where('superseded_by', 'is', null)
      .execute(),
  ]);
  const done = new Set(billed.map((bill) => bill.billed_company_id));
  return clients.map((client) => client.id).filter((client) => !done.has(client));
}

interface NewBill {
  id?: string;
  owner: string;
  client: string;
  period: DayRange;
  /** Unique per biller: the same freeze or regeneration run twice writes one bill. */
  requestId: string;
  lines: readonly BillLine[];
}

/**
 * Writes one 待审核 bill with its lines and their ledger entries, and tells the biller's and the client's
 * webhooks (bill.issued); returns its id, or null when a bill of the request (or a live bill of the client
 * and period) exists already: then nothing is written.
 */
async function writeBill(trx: Transaction<Database>, bill: NewBill, now: number): Promise<string | null> {
  const bdb = billsDb(trx);
  const row: BillsTable = {
    id: bill.id ?? newId(),
    bill_no: await nextNumber(trx, BILL_NO_PREFIX, now),
    kind: 'client',
    biller_company_id: bill.owner,
    billed_company_id: bill.client,
    period_start: bill.period.from,
    period_end: bill.period.to,
    total_fen: totalOf(bill.lines),
    status: 'pending',
    reject_reason: null,
    created_at: now,
    updated_at: now,
    audited_at: null,
    audited_by: null,
    request_id: bill.requestId,
    superseded_by: null,
  };
  const written = await bdb
    .insertInto('bills')
    .values(row)
    .onConflict((c) => c.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!written) return null;
  await writeLines(trx, CLIENT_BILL_LINES, row.id, bill.lines);
  const event = billIssued('clientBill', row.id, row.bill_no, row);
  for (const company of [bill.owner, bill.client])
    await recordWebhookEvent(trx, company, 'bill.issued', event, now);
  return row.id;
}

/**
 * Freezes a closed period (its end before today) of the owner's bills to its downstream C1 clients: one
 * 待审核 bill per client that has none of the period yet, all in one transaction and one engine pass.
 * Freezing a period again writes nothing. Returns the ids of the bills written.
 */
export async function freezeClientBills(
  db: DbOrTrx,
  owner: string,
  period: DayRange,
  now: number,
): Promise<string[]> {
  if (period.to >= shanghaiDay(now)) throw new Error(`period ending on day ${period.to} is not closed yet`);
  return inTransaction(db, async (trx) => {
    // Asked again inside the transaction: two readers of billList may freeze the same period at once.
    const due = await clientsDue(trx, owner, period);
    if (due.length === 0) return [];
    const lines = [
      ...(await billLinesOf(trx, {
        owners: [owner],
        ...(due.length === 1 ? { holder: due[0] } : {}),
        ...period,
      })),
      ...(await correctionLines(trx, owner, due, period)),
    ];
    const written: string[] = [];
    for (const client of due) {
      const id = await writeBill(
        trx,
        {
          owner,
          client,
          period,
          requestId: `freeze:${client}:${period.from}`,
          lines: lines.filter((line) => line.holderCompanyId === client),
        },
        now,
      );
      if (id) written.push(id);
    }
    return written;
  });
}

/** The owner's most recently closed period: the one before the current period of its terms. */
export async function lastClosedPeriod(db: DbOrTrx, owner: string, now: number): Promise<DayRange> {
  const { cutOffDay } = await termsOf(db, owner);
  const current = periodOf(shanghaiDay(now), cutOffDay);
  return periodOf(current.from - 1, cutOffDay);
}

/**
 * billList's lazy freeze: the most recently closed period, for the clients that have no bill of it. Most
 * reads find nothing due, and then open no transaction.
 */
export async function freezeLastClosedPeriod(db: DbOrTrx, owner: string, now: number): Promise<void> {
  const period = await lastClosedPeriod(db, owner, now);
  if ((await clientsDue(db, owner, period)).length === 0) return;
  await freezeClientBills(db, owner, period, now);
}

/**
 * A rejected bill's successor: the same client and period recomputed from today's ledger, written as a
 * new 待审核 bill that the rejected one points to (superseded_by). Inside the rejecting transaction.
 */
export async function regenerateBill(
  trx: Transaction<Database>,
  rejected: Pick<
    BillsTable,
    'id' | 'biller_company_id' | 'billed_company_id' | 'period_start' | 'period_end'
  >,
  now: number,
): Promise<string> {
  const period = { from: rejected.period_start, to: rejected.period_end };
  const id = newId();
  // First out of the one-bill-per-period index (and its corrections no longer carried), then the
  // successor in.
  await billsDb(trx).updateTable('bills').set({ superseded_by: id }).where('id', '=', rejected.id).execute();
  const lines = [
    ...(await billLines(trx, {
      owner: rejected.biller_company_id,
      holder: rejected.billed_company_id,
      ...period,
    })),
    ...(await correctionLines(trx, rejected.biller_company_id, [rejected.billed_company_id], period)),
  ];
  const written = await writeBill(
    trx,
    {
      id,
      owner: rejected.biller_company_id,
      client: rejected.billed_company_id,
      period,
      requestId: `regenerate:${rejected.id}`,
      lines,
    },
    now,
  );
  if (written === null) throw new Error(`bill ${rejected.id} was regenerated twice`);
  return id;
}
