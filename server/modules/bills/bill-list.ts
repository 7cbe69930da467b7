import type { ClientBillQuery, ClientBillRow } from '../../../src/contract/bills';
import type { Page } from '../../../src/contract/envelope';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { pageOf } from '../ledger';
import { liveClientBills, liveWindow } from './client-bills';
import { freezeLastClosedPeriod } from './freeze';
import { frozenClientBills } from './frozen-bills';
import { monthDays } from './period';

/**
 * clientCustomerBill/billList: the live bill of each matching client first (state 'live'), then the
 * frozen bills, newest period first, as one paged list. Reading it freezes the most recently closed
 * period first (money model, FREEZING CLIENT BILLS). The engine runs only for the live rows of the page.
 */
export async function clientBillList(
  db: DbOrTrx,
  session: Session,
  now: number,
  query: ClientBillQuery,
): Promise<Page<ClientBillRow>> {
  const owner = session.companyId;
  await freezeLastClosedPeriod(db, owner, now);
  const periodEnd = query.periodMonth ? monthDays(query.periodMonth) : undefined;
  const { head } = await liveWindow(db, owner, now);
  const liveInPeriod = !query.periodMonth || head.periodEnd.startsWith(query.periodMonth);
  let clients = db.selectFrom('companies').select(['id', 'name']).where('parent_company_id', '=', owner);
  if (query.clientCompanyId) clients = clients.where('id', '=', query.clientCompanyId);
  const live =
    (query.state ?? 'live') === 'live' && liveInPeriod
      ? await clients.orderBy('name').orderBy('id').execute()
      : [];

  const start = (query.pageNum - 1) * query.pageSize;
  const liveRows = await liveClientBills(db, owner, now, live.slice(start, start + query.pageSize));
  const frozen =
    query.state === 'live'
      ? { rows: [], total: 0 }
      : await frozenClientBills(
          db,
          owner,
          {
            ...(query.clientCompanyId ? { clientCompanyId: query.clientCompanyId } : {}),
            ...(query.state ? { state: query.state } : {}),
            ...(periodEnd ? { periodEnd } : {}),
          },
          { offset: Math.max(0, start - live.length), limit: query.pageSize - liveRows.length },
        );
  return pageOf([...liveRows, ...frozen.rows], live.length + frozen.total, query);
}
