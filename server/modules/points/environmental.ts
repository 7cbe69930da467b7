import { sql } from 'kysely';
import {
  GRAMS_CO2E_PER_PALLET_DAY,
  type EnvironmentalScore,
  type EnvironmentalScoreQuery,
  type EnvironmentalScoreRow,
} from '../../../src/contract/points';
import type { DbOrTrx } from '../../db/schema';
import { dayText, periodOf, termsOf } from '../bills';
import { shanghaiDay } from '../ledger';
import { referenceNames } from './names';
import { periodOfMonth } from './period-month';

const DAY_MS = 86_400_000;
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** kg CO2e of a row: pallet-days × grams ÷ 1000, rounded half up once (never negative). */
export const kgCo2eOf = (palletDays: number): number =>
  Math.floor((palletDays * GRAMS_CO2E_PER_PALLET_DAY + 500) / 1000);

/**
 * The owner's pallet-days per tray type over days from…to, every holder: what it holds at the end of
 * each day. An entry of day x adds its delta to every day from max(x, from) to `to`, so the sum is one
 * pass over the entries up to `to` (no calendar): Σ delta × (to − max(x, from) + 1).
 */
async function palletDays(db: DbOrTrx, owner: string, from: number, to: number) {
  const day = sql`cast((e.created_at + ${sql.lit(SHANGHAI_OFFSET_MS)}) / ${sql.lit(DAY_MS)} as integer)`;
  const counted = sql`(${sql.lit(to)} - (case when ${day} < ${sql.lit(from)} then ${sql.lit(from)} else ${day} end) + 1)`;
  const { rows } = await sql<{ t: string; pd: number | string }>`
    select e.tray_type_code as t, sum(e.delta * ${counted}) as pd
    from ledger_entries e
    where e.owner_company_id = ${owner} and e.created_at < ${(to + 1) * DAY_MS - SHANGHAI_OFFSET_MS}
    group by e.tray_type_code
    order by e.tray_type_code`.execute(db);
  return rows
    .map((row) => ({ trayTypeCode: row.t, palletDays: Number(row.pd) }))
    .filter((r) => r.palletDays > 0);
}

/**
 * cashPledge/searchEnvironmentalScore: the company's pallet-days over a period of its terms (the current
 * one up to today by default) per tray type, and the CO2e they avoided (points model, ENVIRONMENTAL SCORE).
 */
export async function environmentalScore(
  db: DbOrTrx,
  companyId: string,
  now: number,
  query: EnvironmentalScoreQuery,
): Promise<EnvironmentalScore> {
  const today = shanghaiDay(now);
  const { cutOffDay } = await termsOf(db, companyId);
  const period = query.periodMonth ? periodOfMonth(query.periodMonth, cutOffDay) : periodOf(today, cutOffDay);
  const computedTo = Math.min(period.to, today);
  const counted = computedTo >= period.from ? await palletDays(db, companyId, period.from, computedTo) : [];
  const names = await referenceNames(db, []);
  const rows = counted.map((row): EnvironmentalScoreRow => ({
    trayTypeCode: row.trayTypeCode,
    trayTypeName: names.trayType(row.trayTypeCode),
    palletDays: row.palletDays,
    kgCo2e: kgCo2eOf(row.palletDays),
  }));
  return {
    periodStart: dayText(period.from),
    periodEnd: dayText(period.to),
    computedTo: dayText(Math.max(computedTo, period.from - 1)),
    gramsCo2ePerPalletDay: GRAMS_CO2E_PER_PALLET_DAY,
    rows,
    totalPalletDays: rows.reduce((total, row) => total + row.palletDays, 0),
    totalKgCo2e: rows.reduce((total, row) => total + row.kgCo2e, 0),
  };
}
