import { sql, type RawBuilder } from 'kysely';
import type { BillLineKind } from '../../../src/contract/bills';
import { BILL_LINE_KINDS } from '../../../src/contract/bills';
import type { DbOrTrx } from '../../db/schema';
import { PLATFORM_TERMS, RETURN_KINDS, type BillLine, type DayRange } from './model';

/** Which balances a bill covers: whose pallets (every owner when absent) and, optionally, whose hands. */
export interface BillScope extends DayRange {
  owners?: readonly string[];
  holder?: string;
}

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

type Sql = RawBuilder<unknown>;
const least = (a: Sql, b: Sql) => sql`(case when ${a} < ${b} then ${a} else ${b} end)`;
const greatest = (a: Sql, b: Sql) => sql`(case when ${a} > ${b} then ${a} else ${b} end)`;
const positive = (a: Sql) => sql`(case when ${a} > 0 then ${a} else 0 end)`;
const ref = (name: string) => sql.ref(name) as Sql;
/** Pallets aged beyond a limit at the end of a day: arrived before the window and not yet gone. */
const agedBeyond = (arrivedBefore: string) => positive(sql`${ref(arrivedBefore)} - r.out_cum`);

/** Same balance, by the short key columns of the CTEs. */
const sameBalance = (a: string, b: string) =>
  sql.raw(`${a}.h = ${b}.h and ${a}.w = ${b}.w and ${a}.t = ${b}.t and ${a}.o = ${b}.o`);

/**
 * The common table expressions of both statements: the period's calendar, the balances of the scope
 * with their owner's terms, their ledger entries up to the period's end with the running outflow and
 * inflow in ledger order (and the outflow by the end of the period's first day), and per balance and day
 * of the period:
 *   out_cum   pallets gone by the end of the day          O(d)
 *   in_f_cum  pallets that arrived on or before d − F − 1  I(d − F − 1)
 *   in_a_cum  … on or before d − A − 1                     I(d − A − 1)
 * First in, first out, pallets aged > k at the end of d are max(0, I(d − k − 1) − O(d)): the arrivals of
 * day x count towards I(d − k − 1) from day x + k + 1 on, so each daily inflow is also written shifted
 * by F + 1 and by A + 1 days (per company, as a column: a window frame's offset may not be one) and a
 * single running sum per balance gives all three. Then the price row in force on each day, and the
 * outgoing entries of the period with the pallets they take (numbered out_before + 1 … out_after in
 * arrival order) split by age: late returns take pallets numbered ≤ I(d − A − 1), early ones > I(d − F − 1).
 *
 * Plans (measured on the bench generator's data at scale 0.1: 200,000 entries, 70 owners, one month):
 * the period's days of `running` and the price per day are MATERIALIZED (PostgreSQL 12+, SQLite 3.35+);
 * inlined, PostgreSQL recomputed them per join and the trace statement ran past the 20 s statement
 * timeout. Joins between CTEs carry no statistics, so a filter that can be a window column (out_by_from)
 * is one: as a join it drew a nested loop over every entry × balance (timeout again).
 */
function periodTables(scope: BillScope) {
  const { from, to } = scope;
  const dayEnd = (day: number) => (day + 1) * DAY_MS - SHANGHAI_OFFSET_MS;
  const owners = scope.owners ? sql`and b.owner_company_id in (${sql.join([...scope.owners])})` : sql``;
  const holder = scope.holder ? sql`and b.holder_company_id = ${scope.holder}` : sql``;
  const balanceOrder = sql.raw(
    'partition by e.holder_company_id, e.warehouse_id, e.tray_type_code, e.owner_company_id',
  );
  const running = (column: string) =>
    sql`sum(${sql.ref(column)}) over (partition by h, w, t, o order by day rows between unbounded preceding and current row)`;
  const priceOf = (company: RawBuilder<unknown>) => sql`(select x.id from bill_prices x
      where ${company} and x.tray_type_code = p.t and x.effective_from <= c.day
      order by x.effective_from desc limit 1)`;
  return sql`with recursive
    calendar (day) as (
      select cast(${from} as integer) union all select day + 1 from calendar where day < ${to}
    ),
    scope as (
      select b.holder_company_id as h, b.warehouse_id as w, b.tray_type_code as t, b.owner_company_id as o,
        coalesce(bt.free_days, ${PLATFORM_TERMS.freeDays}) as f,
        coalesce(bt.overdue_days, ${PLATFORM_TERMS.overdueDays}) as a
      from stock_balances b left join bill_terms bt on bt.company_id = b.owner_company_id
      where 1 = 1 ${owners} ${holder}
    ),
    entries as (
      select e.id, s.h, s.w, s.t, s.o, s.f, s.a, e.delta, e.kind,
        cast((e.created_at + ${sql.lit(SHANGHAI_OFFSET_MS)}) / ${sql.lit(DAY_MS)} as integer) as day,
        sum(case when e.delta < 0 then -e.delta else 0 end)
          over (${balanceOrder} order by e.created_at, e.id rows between unbounded preceding and current row) as out_after,
        sum(case when e.delta > 0 then e.delta else 0 end)
          over (${balanceOrder} order by e.created_at, e.id rows between unbounded preceding and current row) as in_after,
        sum(case when e.delta < 0 and e.created_at < ${dayEnd(from)} then -e.delta else 0 end)
          over (${balanceOrder}) as out_by_from
      from ledger_entries e join scope s on e.holder_company_id = s.h and e.warehouse_id = s.w
        and e.tray_type_code = s.t and e.owner_company_id = s.o
      where e.created_at < ${dayEnd(to)}
    ),
    daily as (
      select h, w, t, o, f, a, day,
        sum(case when delta > 0 then delta else 0 end) as inflow,
        sum(case when delta < 0 then -delta else 0 end) as outflow
      from entries group by h, w, t, o, f, a, day
    ),
    moves as (
      select h, w, t, o, day, outflow as d_out, 0 as d_in_f, 0 as d_in_a from daily
      union all select h, w, t, o, day + f + 1, 0, inflow, 0 from daily where day + f + 1 <= ${to}
      union all select h, w, t, o, day + a + 1, 0, 0, inflow from daily where day + a + 1 <= ${to}
      union all select s.h, s.w, s.t, s.o, c.day, 0, 0, 0 from scope s cross join calendar c
    ),
    per_day as (
      select h, w, t, o, day, sum(d_out) as d_out, sum(d_in_f) as d_in_f, sum(d_in_a) as d_in_a
      from moves group by h, w, t, o, day
    ),
    running as (
      select h, w, t, o, day, ${running('d_out')} as out_cum, ${running('d_in_f')} as in_f_cum,
        ${running('d_in_a')} as in_a_cum
      from per_day
    ),
    period_running as materialized (select * from running where day >= ${from}),
    priced as materialized (
      select p.o, p.t, c.day, coalesce(
        ${priceOf(sql`x.company_id = p.o`)}, ${priceOf(sql`x.company_id is null`)}) as price_id
      from (select distinct o, t from scope) p cross join calendar c
    ),
    spans as (
      select o, t, price_id, min(day) as first_day, max(day) as last_day
      from priced where price_id is not null group by o, t, price_id
    ),
    stock_counts as (
      select r.h, r.w, r.t, r.o, pr.price_id,
        sum(${agedBeyond('r.in_f_cum')} - ${agedBeyond('r.in_a_cum')}) as hire,
        sum(${agedBeyond('r.in_a_cum')}) as overdue
      from period_running r join priced pr on pr.o = r.o and pr.t = r.t and pr.day = r.day
      where pr.price_id is not null
      group by r.h, r.w, r.t, r.o, pr.price_id
    ),
    outgoing as (
      select e.id, e.h, e.w, e.t, e.o, e.kind, pr.price_id, -e.delta as quantity,
        e.out_after + e.delta as out_before, e.out_after, r.in_f_cum, r.in_a_cum
      from entries e
        join period_running r on ${sameBalance('r', 'e')} and r.day = e.day
        join priced pr on pr.o = e.o and pr.t = e.t and pr.day = e.day
      where e.delta < 0 and e.day >= ${from} and pr.price_id is not null
    ),
    returned as (
      select id, h, w, t, o, price_id,
        ${positive(sql`${least(ref('out_after'), ref('in_a_cum'))} - out_before`)} as late,
        ${positive(sql`out_after - ${greatest(ref('out_before'), ref('in_f_cum'))}`)} as early
      from outgoing where kind in (${sql.join([...RETURN_KINDS])})
    ),
    return_counts as (
      select h, w, t, o, price_id, sum(late) as late, sum(early) as early
      from returned group by h, w, t, o, price_id
    )`;
}

interface LineRow {
  h: string;
  w: string;
  t: string;
  o: string;
  price_id: string;
  kind: BillLineKind;
  first_day: number;
  last_day: number;
  quantity: number | string;
  rate: number | string;
  amount: number | string;
}

/**
 * The lines of every balance of the scope for the period, in one statement: the quantities per balance,
 * price row and kind, each priced by its row and rounded once (money model, ROUNDING). PostgreSQL sums
 * come back as numeric: quantities are cast to bigint before any arithmetic, so `/ 100` divides integers.
 */
function lineStatement(scope: BillScope) {
  const q = sql.raw('cast(c.quantity as bigint)');
  return sql<LineRow>`${periodTables(scope)},
    counts as (
      select h, w, t, o, price_id, 'hire' as kind, hire as quantity from stock_counts where hire > 0
      union all select h, w, t, o, price_id, 'overdueInStock', overdue from stock_counts where overdue > 0
      union all select h, w, t, o, price_id, 'overdueReturn', late from return_counts where late > 0
      union all select h, w, t, o, price_id, 'offset', ${least(ref('late'), ref('early'))}
        from return_counts where late > 0 and early > 0
      union all select h, w, t, o, price_id, 'deduction', sum(quantity) from outgoing
        where kind = 'deduction' group by h, w, t, o, price_id
    )
    select c.h, c.w, c.t, c.o, c.price_id, c.kind, sp.first_day, sp.last_day, ${q} as quantity,
      case c.kind when 'hire' then p.rent_rate when 'overdueInStock' then p.overdue_rate
        when 'deduction' then p.deposit_fen else p.late_return_fen end as rate,
      case c.kind
        when 'hire' then (${q} * p.rent_rate + 50) / 100
        when 'overdueInStock' then (${q} * p.overdue_rate + 50) / 100
        when 'deduction' then ${q} * p.deposit_fen
        when 'offset' then -${q} * p.late_return_fen
        else ${q} * p.late_return_fen end as amount
    from counts c
      join bill_prices p on p.id = c.price_id
      join spans sp on sp.o = c.o and sp.t = c.t and sp.price_id = c.price_id`;
}

interface TraceRow {
  h: string;
  w: string;
  t: string;
  o: string;
  price_id: string;
  kind: BillLineKind;
  entry_id: string;
}

/**
 * The ledger entries each line counts. An incoming entry's pallets are numbered in_after − delta + 1 …
 * in_after; some are still held at the end of day d while O(d) < in_after. Hire counts the entry when that
 * holds on some day of the price row's span with the pallets aged (F, A]; O only grows, so the first such
 * day decides. overdueInStock likewise from age A + 1. The outgoing lines count their own entries.
 * Only entries some of whose pallets are still held when the period begins (O(from) < in_after) and
 * that turn F + 1 days old by its end can count: the rest of the history is left out before the join.
 */
function traceStatement(scope: BillScope) {
  const firstHeldDay = (age: string) =>
    sql`r.day = ${greatest(sql.raw(`i.day + ${age} + 1`), ref('sp.first_day'))}`;
  return sql<TraceRow>`${periodTables(scope)},
    incoming as materialized (
      select i.id, i.h, i.w, i.t, i.o, i.f, i.a, i.day, i.in_after
      from entries i where i.delta > 0 and i.in_after > i.out_by_from and i.day + i.f + 1 <= ${scope.to}
    )
    select i.h, i.w, i.t, i.o, sp.price_id, 'hire' as kind, i.id as entry_id
      from incoming i join spans sp on sp.o = i.o and sp.t = i.t
        join period_running r on ${sameBalance('r', 'i')} and ${firstHeldDay('i.f')}
      where r.day <= i.day + i.a and r.day <= sp.last_day and r.out_cum < i.in_after
    union all select i.h, i.w, i.t, i.o, sp.price_id, 'overdueInStock', i.id
      from incoming i join spans sp on sp.o = i.o and sp.t = i.t
        join period_running r on ${sameBalance('r', 'i')} and ${firstHeldDay('i.a')}
      where r.day <= sp.last_day and r.out_cum < i.in_after
    union all select h, w, t, o, price_id, 'overdueReturn', id from returned where late > 0
    union all select e.h, e.w, e.t, e.o, e.price_id, 'offset', e.id
      from returned e join return_counts c on ${sameBalance('c', 'e')} and c.price_id = e.price_id
      where e.early > 0 and c.late > 0
    union all select h, w, t, o, price_id, 'deduction', id from outgoing where kind = 'deduction'`;
}

const lineKey = (row: { h: string; w: string; t: string; o: string; price_id: string; kind: string }) =>
  [row.h, row.w, row.t, row.o, row.price_id, row.kind].join('\u0000');

/**
 * The bill lines of a set of balances over a period (money model: src/contract/bills.ts), computed in
 * SQL over the ledger on SQLite and PostgreSQL: one statement for the lines of every balance in scope and
 * one for the ledger entries they count, however many companies the scope holds. The reference engine
 * (reference-engine.ts) defines the answer; engine.test.ts holds the two equal. Totals need no trace:
 * `traced: false` skips the second statement (about half the work) and leaves every entryIds empty.
 */
export async function billLinesOf(
  db: DbOrTrx,
  scope: BillScope,
  { traced = true }: { traced?: boolean } = {},
): Promise<BillLine[]> {
  if (scope.owners?.length === 0 || scope.from > scope.to) return [];
  const [lines, traces] = await Promise.all([
    lineStatement(scope).execute(db),
    traced ? traceStatement(scope).execute(db) : { rows: [] },
  ]);
  const entryIds = new Map<string, string[]>();
  for (const trace of traces.rows) {
    const key = lineKey(trace);
    const ids = entryIds.get(key) ?? entryIds.set(key, []).get(key)!;
    ids.push(trace.entry_id);
  }
  return lines.rows.map((row) => ({
    holderCompanyId: row.h,
    warehouseId: row.w,
    trayTypeCode: row.t,
    ownerCompanyId: row.o,
    kind: row.kind,
    priceId: row.price_id,
    firstDay: Number(row.first_day),
    lastDay: Number(row.last_day),
    quantity: Number(row.quantity),
    rate: Number(row.rate),
    amountFen: Number(row.amount),
    entryIds: (entryIds.get(lineKey(row)) ?? []).sort(),
  }));
}

/**
 * The lines of one owner's pallets: every holder for the platform's statement to the owner, one holder
 * (a downstream C1 client) for the owner's bill to that client.
 */
export function billLines(
  db: DbOrTrx,
  query: { owner: string; holder?: string; from: number; to: number },
): Promise<BillLine[]> {
  return billLinesOf(db, {
    owners: [query.owner],
    ...(query.holder === undefined ? {} : { holder: query.holder }),
    from: query.from,
    to: query.to,
  });
}

/** Lines in the order a bill lists them: balance, then price row by its first day, then kind. */
export function byBillOrder(a: BillLine, b: BillLine): number {
  const text = (line: BillLine) =>
    [line.holderCompanyId, line.warehouseId, line.trayTypeCode, line.ownerCompanyId].join('\u0000');
  return (
    text(a).localeCompare(text(b)) ||
    a.firstDay - b.firstDay ||
    BILL_LINE_KINDS.indexOf(a.kind) - BILL_LINE_KINDS.indexOf(b.kind)
  );
}
