import { sql } from 'kysely';
import type { GroupDataSummary, MemberFigures, ReportCompany } from '../../../src/contract/reports';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { downstreamClientsOf, reportScope } from '../company';
import { ledgerDb, shanghaiDay } from '../ledger';
import { stockDb } from '../stock';
import { keptAnswer } from './answer-cache';
import { heldBy } from './board';
import { currentMonth, monthInOut } from './month';

/** The member's pallets held by its downstream clients. */
async function atDownstream(db: DbOrTrx, member: string): Promise<number> {
  const clients = await downstreamClientsOf(db, [member]);
  if (clients.length === 0) return 0;
  const row = await ledgerDb(db)
    .selectFrom('stock_balances')
    .select(sql<number | string>`coalesce(sum(on_hand), 0)`.as('on_hand'))
    .where('owner_company_id', '=', member)
    .where(
      'holder_company_id',
      'in',
      clients.map((client) => client.companyId),
    )
    .executeTakeFirstOrThrow();
  return Number(row.on_hand);
}

async function warehouseCount(db: DbOrTrx, companyId: string): Promise<number> {
  const row = await stockDb(db)
    .selectFrom('warehouses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('company_id', '=', companyId)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const TOTAL_FIELDS = [
  'onHand',
  'inTransit',
  'awaitingSignature',
  'atDownstream',
  'monthIn',
  'monthOut',
  'warehouses',
] as const;

/** groupCustomer/GroupDataSummary: the group's members (all, or one) with their figures and the totals. */
export async function groupDataSummary(
  db: DbOrTrx,
  now: number,
  session: Session,
  memberCompanyId: string | undefined,
): Promise<GroupDataSummary> {
  const [scope, group] = await Promise.all([
    reportScope(db, session, memberCompanyId),
    db.selectFrom('companies').select('name').where('id', '=', session.companyId).executeTakeFirstOrThrow(),
  ]);
  const clients = await downstreamClientsOf(db, scope.companyIds);
  const holders = [...scope.companyIds, ...clients.map((client) => client.companyId)];
  const key = JSON.stringify(['groupSummary', scope.companyIds, shanghaiDay(now)]);
  const members = await keptAnswer(db, key, holders, () => memberFigures(db, now, scope.companies));
  const totals = Object.fromEntries(
    TOTAL_FIELDS.map((field) => [field, members.reduce((total, member) => total + member[field], 0)]),
  ) as GroupDataSummary['totals'];
  return { groupCompanyName: group.name, month: currentMonth(now).month, totals, members };
}

/** Each member's figures, read afresh (groupDataSummary keeps them per stock version of the members and their clients). */
function memberFigures(
  db: DbOrTrx,
  now: number,
  companies: readonly ReportCompany[],
): Promise<MemberFigures[]> {
  return Promise.all(
    companies.map(async (company) => {
      const [held, downstream, month, warehouses] = await Promise.all([
        heldBy(db, [company.companyId]),
        atDownstream(db, company.companyId),
        monthInOut(db, now, company.companyId),
        warehouseCount(db, company.companyId),
      ]);
      return {
        ...company,
        onHand: held.onHand,
        inTransit: held.inTransit,
        awaitingSignature: held.awaitingSignature,
        atDownstream: downstream,
        monthIn: month.inbound,
        monthOut: month.outbound,
        warehouses,
      };
    }),
  );
}
