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

/** A running sum over one balance's ledger entries (e, joined to its scope row s) in ledger order. */
const balanceOrder = sql.raw(
  'partition by s.b order by e.created_at, e.id rows between unbounded preceding and current row',
);

/**
 * The common table expressions of both statements: the balances of the scope (`scope`, each numbered
 * `b`, and its owner and tray type `p`: the price list it reads) with their owner's terms, the period's
 * calendar, and per balance, for each day of the period on which something changes (`running`):
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
 * History folded: on the days of the period only O(d) for d ≥ from and I(x) for x ≥ from − A − 1 are read
 * (F ≤ A: bill_terms' check). So each balance's history before the period is two numbers of `scope`, from
 * one grouped pass over the ledger (`history`): `gone` = O(from − 1) and `came` = I(from − 1); its moves
 * row on the day before the window carries them, less the window's own arrivals, which follow one by one.
 * `entries` holds only the window's arrivals and the period's outgoing entries, not every balance's whole
 * history (bench/RESULTS.md, session 7).
 *
 * Segments: `running` has a row on the days a move, a shifted arrival or a price row's first day falls on,
 * not on every day; the counts weigh each row by the days to the next (`next_day`), within one price row.
 * The trace's lookups (firstHeldDay) land on such days: an arrival's day + F + 1 or + A + 1, a span's first.
 *
 * Access paths: the ledger is read per balance through 0005's index (h, w, t, o, created_at, id, delta), the
 * balances driving (`cross join`: SQLite keeps that order; PostgreSQL plans it as an inner join). `entries`
 * reads no kind, so the index covers it; `outgoing` looks the kind up by primary key. With the owner bound
 * as a parameter SQLite otherwise chose the owner's index and read all of the owner's entries for one
 * client's bill.
 *
 * Plans (bench data: 2,000,000 entries, 13,671 balances, one month): the CTEs after `scope` join and sort
 * on the integer keys b and p, not the four text ids (PostgreSQL's sorts of a few 100,000 rows by four
 * text columns were most of the time); joins between CTEs carry no statistics, and fewer key columns also
 * keep PostgreSQL's row estimates from falling to 1 (which drew a nested loop of entries × period days).
 * `scope`, `entries`, the period's days of `running` and the price per day are MATERIALIZED (PostgreSQL
 * 12+, SQLite 3.35+): inlined, PostgreSQL recomputed them per join.
 */
function periodTables(scope: BillScope) {
  const { from, to } = scope;
  const dayStart = (day: number) => day * DAY_MS - SHANGHAI_OFFSET_MS;
  const ownersOf = (table: string) =>
    scope.owners
      ? sql`and ${sql.ref(`${table}.owner_company_id`)} in (${sql.join([...scope.owners])})`
      : sql``;
  const holderOf = (table: string) =>
    scope.holder ? sql`and ${sql.ref(`${table}.holder_company_id`)} = ${scope.holder}` : sql``;
  const freeDays = sql`coalesce(bt.free_days, ${PLATFORM_TERMS.freeDays})`;
  const overdueDays = sql`coalesce(bt.overdue_days, ${PLATFORM_TERMS.overdueDays})`;
  const periodStart = sql`cast(${dayStart(from)} as bigint)`;
  // The day before the window: its moves row carries the balance's history.
  const startDay = sql`cast(${from} as integer) - a - 2`;
  const running = (column: string) =>
    sql`sum(${sql.ref(column)}) over (partition by b order by day rows between unbounded preceding and current row)`;
  const priceOf = (company: RawBuilder<unknown>) => sql`(select x.id from bill_prices x
      where ${company} and x.tray_type_code = p.t and x.effective_from <= c.day
      order by x.effective_from desc limit 1)`;
  return sql`with recursive
    calendar (day) as (
      select cast(${from} as integer) union all select day + 1 from calendar where day < ${to}
    ),
    history as (
      select b.holder_company_id as h, b.warehouse_id as w, b.tray_type_code as t, b.owner_company_id as o,
        sum(case when e.delta < 0 then -e.delta else 0 end) as gone,
        sum(case when e.delta > 0 then e.delta else 0 end) as came
      from stock_balances b cross join ledger_entries e
      where e.holder_company_id = b.holder_company_id and e.warehouse_id = b.warehouse_id
        and e.tray_type_code = b.tray_type_code and e.owner_company_id = b.owner_company_id
        and e.created_at < ${periodStart} ${ownersOf('b')} ${holderOf('b')}
      group by b.holder_company_id, b.warehouse_id, b.tray_type_code, b.owner_company_id
    ),
    scope as materialized (
      select b.holder_company_id as h, b.warehouse_id as w, b.tray_type_code as t, b.owner_company_id as o,
        row_number() over (order by b.holder_company_id, b.warehouse_id, b.tray_type_code,
          b.owner_company_id) as b,
        dense_rank() over (order by b.owner_company_id, b.tray_type_code) as p,
        ${freeDays} as f, ${overdueDays} as a,
        ${periodStart} - cast(${overdueDays} + 1 as bigint) * ${sql.lit(DAY_MS)} as ws_at,
        coalesce(hi.gone, 0) as gone, coalesce(hi.came, 0) as came
      from stock_balances b left join bill_terms bt on bt.company_id = b.owner_company_id
        left join history hi on hi.h = b.holder_company_id and hi.w = b.warehouse_id
          and hi.t = b.tray_type_code and hi.o = b.owner_company_id
      where 1 = 1 ${ownersOf('b')} ${holderOf('b')}
    ),
    entries as materialized (
      select e.id, s.b, s.p, s.f, s.a, e.delta,
        cast((e.created_at + ${sql.lit(SHANGHAI_OFFSET_MS)}) / ${sql.lit(DAY_MS)} as integer) as day,
        s.gone + sum(case when e.delta < 0 then -e.delta else 0 end) over (${balanceOrder}) as out_after,
        sum(case when e.delta > 0 then e.delta else 0 end) over (${balanceOrder}) as in_run
      from scope s cross join ledger_entries e
      where e.holder_company_id = s.h and e.warehouse_id = s.w and e.tray_type_code = s.t
        and e.owner_company_id = s.o and e.created_at >= s.ws_at and e.created_at < ${dayStart(to + 1)}
        and (e.delta > 0 or e.created_at >= ${periodStart})
    ),
    daily as (
      select b, p, f, a, day,
        sum(case when delta > 0 then delta else 0 end) as inflow,
        sum(case when delta < 0 then -delta else 0 end) as outflow
      from entries group by b, p, f, a, day
    ),
    priced as materialized (
      select p.p, c.day, coalesce(
        ${priceOf(sql`x.company_id = p.o`)}, ${priceOf(sql`x.company_id is null`)}) as price_id
      from (select distinct p, o, t from scope) p cross join calendar c
    ),
    spans as (
      select p, price_id, min(day) as first_day, max(day) as last_day
      from priced where price_id is not null group by p, price_id
    ),
    active as (select b, p from scope where came > gone union select b, p from daily),
    moves as (
      select b, p, day, outflow as d_out, 0 as d_in_f, 0 as d_in_a from daily
      union all select b, p, day + f + 1, 0, inflow, 0 from daily where day + f + 1 <= ${to}
      union all select b, p, day + a + 1, 0, 0, inflow from daily where day + a + 1 <= ${to}
      union all select b, p, ${startDay}, gone, came, came from scope where came > 0
      union all select b, p, ${startDay}, 0, -inflow, -inflow from daily where day < ${from}
      union all select s.b, s.p, sp.first_day, 0, 0, 0 from active s join spans sp on sp.p = s.p
    ),
    per_day as (
      select b, p, day, sum(d_out) as d_out, sum(d_in_f) as d_in_f, sum(d_in_a) as d_in_a
      from moves group by b, p, day
    ),
    running as (
      select b, p, day, ${running('d_out')} as out_cum, ${running('d_in_f')} as in_f_cum,
        ${running('d_in_a')} as in_a_cum,
        lead(day, 1, cast(${to + 1} as integer)) over (partition by b order by day) as next_day
      from per_day
    ),
    period_running as materialized (select * from running where day >= ${from}),
    stock_counts as (
      select r.b, pr.price_id,
        sum((${agedBeyond('r.in_f_cum')} - ${agedBeyond('r.in_a_cum')}) * (r.next_day - r.day)) as hire,
        sum(${agedBeyond('r.in_a_cum')} * (r.next_day - r.day)) as overdue
      from period_running r join priced pr on pr.p = r.p and pr.day = r.day
      where pr.price_id is not null
      group by r.b, pr.price_id
    ),
    outgoing as materialized (
      select e.id, e.b, k.kind, pr.price_id, -e.delta as quantity,
        e.out_after + e.delta as out_before, e.out_after, r.in_f_cum, r.in_a_cum
      from entries e
        join ledger_entries k on k.id = e.id
        join period_running r on r.b = e.b and r.day = e.day
        join priced pr on pr.p = e.p and pr.day = e.day
      where e.delta < 0 and pr.price_id is not null
    ),
    returned as (
      select id, b, price_id,
        ${positive(sql`${least(ref('out_after'), ref('in_a_cum'))} - out_before`)} as late,
        ${positive(sql`out_after - ${greatest(ref('out_before'), ref('in_f_cum'))}`)} as early
      from outgoing where kind in (${sql.join([...RETURN_KINDS])})
    ),
    return_counts as (
      select b, price_id, sum(late) as late, sum(early) as early from returned group by b, price_id
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
      select b, price_id, 'hire' as kind, hire as quantity from stock_counts where hire > 0
      union all select b, price_id, 'overdueInStock', overdue from stock_counts where overdue > 0
      union all select b, price_id, 'overdueReturn', late from return_counts where late > 0
      union all select b, price_id, 'offset', ${least(ref('late'), ref('early'))}
        from return_counts where late > 0 and early > 0
      union all select b, price_id, 'deduction', sum(quantity) from outgoing
        where kind = 'deduction' group by b, price_id
    )
    select s.h, s.w, s.t, s.o, c.price_id, c.kind, sp.first_day, sp.last_day, ${q} as quantity,
      case c.kind when 'hire' then p.rent_rate when 'overdueInStock' then p.overdue_rate
        when 'deduction' then p.deposit_fen else p.late_return_fen end as rate,
      case c.kind
        when 'hire' then (${q} * p.rent_rate + 50) / 100
        when 'overdueInStock' then (${q} * p.overdue_rate + 50) / 100
        when 'deduction' then ${q} * p.deposit_fen
        when 'offset' then -${q} * p.late_return_fen
        else ${q} * p.late_return_fen end as amount
    from counts c
      join scope s on s.b = c.b
      join bill_prices p on p.id = c.price_id
      join spans sp on sp.p = s.p and sp.price_id = c.price_id`;
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
 * Only entries some of whose pallets are still held when the period begins (O(from − 1) < in_after) and
 * that turn F + 1 days old by its end can count: the rest is left out before the join. The window's
 * arrivals are numbered from I(from − 1) less the window's arrivals before the period; those before the
 * window (`old_arrivals`, numbered by a running sum over the balance's whole history) are aged > A on
 * every day of the period: they count for overdueInStock only, from each span's first day.
 */
function traceStatement(scope: BillScope) {
  const firstHeldDay = (age: string) =>
    sql`r.day = ${greatest(sql.raw(`i.day + ${age} + 1`), ref('sp.first_day'))}`;
  return sql<TraceRow>`${periodTables(scope)},
    window_arrivals as (
      select b, sum(inflow) as inflow from daily where day < ${scope.from} group by b
    ),
    numbered as (
      select i.id, i.b, i.p, i.f, i.a, i.day, s.gone, s.came - coalesce(wa.inflow, 0) + i.in_run as in_after
      from entries i join scope s on s.b = i.b left join window_arrivals wa on wa.b = i.b
      where i.delta > 0 and i.day + i.f + 1 <= ${scope.to}
    ),
    incoming as materialized (select * from numbered where in_after > gone),
    old_arrivals as (
      select e.id, s.b, s.p, s.gone, sum(e.delta) over (${balanceOrder}) as in_after
      from scope s cross join ledger_entries e
      where e.holder_company_id = s.h and e.warehouse_id = s.w and e.tray_type_code = s.t
        and e.owner_company_id = s.o and e.delta > 0 and e.created_at < s.ws_at
    ),
    old_held as materialized (select * from old_arrivals where in_after > gone),
    traced (b, price_id, kind, entry_id) as (
      select i.b, sp.price_id, 'hire', i.id
        from incoming i join spans sp on sp.p = i.p
          join period_running r on r.b = i.b and ${firstHeldDay('i.f')}
        where r.day <= i.day + i.a and r.day <= sp.last_day and r.out_cum < i.in_after
      union all select i.b, sp.price_id, 'overdueInStock', i.id
        from incoming i join spans sp on sp.p = i.p
          join period_running r on r.b = i.b and ${firstHeldDay('i.a')}
        where r.day <= sp.last_day and r.out_cum < i.in_after
      union all select i.b, sp.price_id, 'overdueInStock', i.id
        from old_held i join spans sp on sp.p = i.p
          join period_running r on r.b = i.b and r.day = sp.first_day
        where r.out_cum < i.in_after
      union all select b, price_id, 'overdueReturn', id from returned where late > 0
      union all select e.b, e.price_id, 'offset', e.id
        from returned e join return_counts c on c.b = e.b and c.price_id = e.price_id
        where e.early > 0 and c.late > 0
      union all select b, price_id, 'deduction', id from outgoing where kind = 'deduction'
    )
    select s.h, s.w, s.t, s.o, x.price_id, x.kind, x.entry_id from traced x join scope s on s.b = x.b`;
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
