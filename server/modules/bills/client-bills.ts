import type { ClientBillDetail, ClientBillRow } from '../../../src/contract/bills';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { shanghaiDay } from '../ledger';
import { billLines, billLinesOf, byBillOrder } from './engine';
import { BILL_LABELS } from './labels';
import { correctionLines } from './corrections';
import { withNames } from './line-names';
import { dayText, periodOf } from './period';
import { totalOf } from './stored-lines';
import { termsOf } from './terms';

/**
 * The customer's live bills to its downstream C1 clients (客户账单): the current period of the
 * customer's terms, computed up to today on every read (money model, PERIODS). The frozen bills of
 * closed periods: frozen-bills.ts; the list of both: bill-list.ts.
 */

/** The current period of the owner's terms and the days computed so far (up to today). */
export async function liveWindow(db: DbOrTrx, owner: string, now: number) {
  const today = shanghaiDay(now);
  const period = periodOf(today, (await termsOf(db, owner)).cutOffDay);
  return {
    period,
    computed: { from: period.from, to: today },
    head: { periodStart: dayText(period.from), periodEnd: dayText(period.to), computedTo: dayText(today) },
  };
}

/** A client company as the bills name it. */
export interface Client {
  id: string;
  name: string;
}

const liveHead = (client: Client) => ({
  id: null,
  billNo: null,
  clientCompanyId: client.id,
  clientName: client.name,
  state: 'live' as const,
  rejectReason: null,
  supersededBy: null,
});

/** The live bills of some of the owner's clients, from one engine pass over them all. */
export async function liveClientBills(
  db: DbOrTrx,
  owner: string,
  now: number,
  clients: readonly Client[],
): Promise<ClientBillRow[]> {
  if (clients.length === 0) return [];
  const { period, computed, head } = await liveWindow(db, owner, now);
  const lines = [
    ...(await billLinesOf(
      db,
      { owners: [owner], ...(clients.length === 1 ? { holder: clients[0]!.id } : {}), ...computed },
      { traced: false },
    )),
    ...(await correctionLines(
      db,
      owner,
      clients.map((client) => client.id),
      period,
      { traced: false },
    )),
  ];
  return clients.map((client) => ({
    ...liveHead(client),
    ...head,
    totalFen: totalOf(lines.filter((line) => line.holderCompanyId === client.id)),
  }));
}

/** A downstream C1 client of the biller's; another company's client (or none) is not found. */
export async function clientOf(db: DbOrTrx, biller: string, clientCompanyId: string): Promise<Client> {
  const client = await db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', '=', clientCompanyId)
    .where('parent_company_id', '=', biller)
    .executeTakeFirst();
  if (!client) throw businessError(BILL_LABELS.clientNotFound);
  return client;
}

/** clientCustomerBill/billDetail of a client: its live bill and its lines; another company's client is not found. */
export async function liveClientBillDetail(
  db: DbOrTrx,
  session: Session,
  now: number,
  clientCompanyId: string,
): Promise<ClientBillDetail> {
  const client = await clientOf(db, session.companyId, clientCompanyId);
  const { period, computed, head } = await liveWindow(db, session.companyId, now);
  const lines = [
    ...(await billLines(db, { owner: session.companyId, holder: client.id, ...computed })),
    ...(await correctionLines(db, session.companyId, [client.id], period)),
  ].sort(byBillOrder);
  return { ...liveHead(client), ...head, totalFen: totalOf(lines), lines: await withNames(db, lines) };
}
