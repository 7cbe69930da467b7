import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import { shanghaiDay } from '../ledger';
import { referenceDb } from '../stock';
import { auditOrRejectBill } from './audit';
import { freezeClientBills, lastClosedPeriod } from './freeze';
import { confirmPay } from './payments';
import { periodOf } from './period';
import { freezeStatement } from './statement-freeze';
import { confirmStatement } from './statements';
import { billsDb, statementsDb, type BillPricesTable } from './tables';
import { termsOf } from './terms';

const SEED_MARKER = 'seed.bills';
/** Late-return fee per pallet: about two months of the tray type's rent. */
const LATE_RETURN_RENT_DAYS = 60;
/** 上海乐橙's own 1210 rate, in force 45 days ago, so its recent bills show a price change. */
const LECHENG_1210_RENT_RATE = 2800;
const LECHENG_PRICE_DAYS_AGO = 45;
const DEMO_CENTER_ACCOUNT = 'demo_center';
const DEMO_REJECT_REASON = '归还数量与签收单不符，请核对后重新出账';

/**
 * The platform's price list (one row per tray type, from the tray types' daily rent and deposit, in force
 * for the whole demo history), 上海乐橙's terms and a cheaper 1210 rate of its own, its frozen bills
 * of the past two periods and the platform's statements to it of the past twelve. Once per database.
 */
export async function seedDemoBills(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const today = shanghaiDay(now);
  const trayTypes = await referenceDb(db)
    .selectFrom('tray_types')
    .selectAll()
    .orderBy('sort_order')
    .execute();
  const prices: BillPricesTable[] = trayTypes.map((trayType) => ({
    id: newId(),
    company_id: null,
    tray_type_code: trayType.code,
    effective_from: today - 3 * 365,
    rent_rate: Number(trayType.daily_rent_fen) * 100,
    overdue_rate: Number(trayType.daily_rent_fen) * 150,
    deposit_fen: Number(trayType.deposit_fen),
    late_return_fen: Number(trayType.daily_rent_fen) * LATE_RETURN_RENT_DAYS,
  }));
  const leCheng = (await companyIdsByName(db)).get(DEMO_COMPANIES.leCheng);
  const platform1210 = prices.find((price) => price.tray_type_code === '1210');
  const bdb = billsDb(db);
  if (leCheng && platform1210) {
    prices.push({
      ...platform1210,
      id: newId(),
      company_id: leCheng,
      effective_from: today - LECHENG_PRICE_DAYS_AGO,
      rent_rate: LECHENG_1210_RENT_RATE,
    });
    // Free days as the platform's (the stock lists count 超期 with them); overdue sooner, cut-off on the 20th.
    await bdb
      .insertInto('bill_terms')
      .values({
        company_id: leCheng,
        free_days: 30,
        overdue_days: 60,
        deduct_days: 30,
        cut_off_day: 20,
        updated_at: now,
      })
      .execute();
  }
  if (prices.length > 0) await bdb.insertInto('bill_prices').values(prices).execute();
  if (leCheng) {
    await seedFrozenBills(db, leCheng, now);
    await seedStatements(db, leCheng, now);
  }
}

/** The account that confirms and pays the demo statements. */
async function demoCenterAccount(db: DbOrTrx): Promise<string | undefined> {
  const center = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_account', '=', DEMO_CENTER_ACCOUNT)
    .executeTakeFirst();
  return center?.id;
}

/** Demo statements: a year of them, so the monthly rent chart has twelve months. */
const STATEMENT_PERIODS = 12;

/**
 * The platform's statements to 上海乐橙 (demo_center's company) of its past twelve periods: all but the
 * last two confirmed and paid (the last of those in two pays), the next confirmed and paid in part
 * (待付款), the latest 待确认.
 */
async function seedStatements(db: DbOrTrx, leCheng: string, now: number): Promise<void> {
  const { cutOffDay } = await termsOf(db, leCheng);
  const periods = [await lastClosedPeriod(db, leCheng, now)];
  while (periods.length < STATEMENT_PERIODS) periods.unshift(periodOf(periods[0]!.from - 1, cutOffDay));
  const frozen: string[] = [];
  for (const period of periods) {
    const id = await freezeStatement(db, leCheng, period, now);
    if (id) frozen.push(id);
  }
  const accountId = await demoCenterAccount(db);
  if (!accountId || frozen.length !== STATEMENT_PERIODS) return;
  const actor = { companyId: leCheng, accountId };
  const confirmed = frozen.slice(0, -1);
  const [twoPays, partlyPaid] = confirmed.slice(-2);
  for (const id of confirmed) await confirmStatement(db, actor, now, id);
  const payments = await statementsDb(db)
    .selectFrom('settle_payments')
    .select(['id', 'statement_id', 'due_fen'])
    .where('statement_id', 'in', confirmed)
    .execute();
  for (const payment of payments) {
    const due = Number(payment.due_fen);
    const half = Math.floor(due / 2);
    const pays =
      payment.statement_id === twoPays
        ? [half, due - half]
        : payment.statement_id === partlyPaid
          ? [half]
          : [due];
    for (const [index, amountFen] of pays.entries()) {
      if (amountFen <= 0) continue;
      await confirmPay(db, actor, now, {
        id: payment.id,
        amountFen,
        requestId: `seed:${payment.id}:${index}`,
      });
    }
  }
}

/**
 * 上海乐橙's bills to its clients for the past two periods, frozen; of the older period's, the first
 * client's audited by demo_center and the second's rejected with a reason (and so regenerated).
 */
async function seedFrozenBills(db: DbOrTrx, leCheng: string, now: number): Promise<void> {
  const latest = await lastClosedPeriod(db, leCheng, now);
  const older = periodOf(latest.from - 1, (await termsOf(db, leCheng)).cutOffDay);
  const [first, second] = await freezeClientBills(db, leCheng, older, now);
  await freezeClientBills(db, leCheng, latest, now);
  const accountId = await demoCenterAccount(db);
  if (!accountId || !first || !second) return;
  const auditor = { companyId: leCheng, accountId };
  await auditOrRejectBill(db, auditor, now, { id: first, action: 'audit' });
  await auditOrRejectBill(db, auditor, now, { id: second, action: 'reject', reason: DEMO_REJECT_REASON });
}
