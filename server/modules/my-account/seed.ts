import type { DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import { DEMO_COMPANIES } from '../../db/seed/demo-accounts';
import { claimSeedMarker, companyIdsByName } from '../../db/seed/seed-once';
import { referenceDb } from '../stock';
import { invitationCodeOf } from './invitation';
import { myAccountDb } from './tables';

const SEED_MARKER = 'seed.my-account';
const DAY_MS = 24 * 60 * 60 * 1000;

/** 上海乐橙's coupons, one or more in each state (days relative to the seed's now). */
const DEMO_COUPONS = [
  { name: '托盘租金抵扣券', faceFen: 20_000, minFen: 100_000, fromDay: -30, toDay: 60 },
  { name: '新客户专享券', faceFen: 5_000, minFen: 0, fromDay: -10, toDay: 20 },
  {
    name: '上门取件运费券',
    faceFen: 3_000,
    minFen: 20_000,
    fromDay: -90,
    toDay: -30,
    usedDay: -45,
    usedFor: '上门取件运费抵扣',
  },
  { name: '积分商城满减券', faceFen: 1_000, minFen: 10_000, fromDay: -120, toDay: -60 },
  { name: '年度合作回馈券', faceFen: 50_000, minFen: 500_000, fromDay: -200, toDay: -100 },
] as const;

/** Deposit 上海乐橙 paid: tray type code → payments (fen, days ago). */
const DEMO_DEPOSITS = [
  { trayType: '1210', amountFen: 30_000_000, day: -330 },
  { trayType: '1210', amountFen: 20_000_000, day: -150 },
  { trayType: '1311', amountFen: 2_520_000, day: -200 },
] as const;

/**
 * Every demo company's invitation code (the migration gave codes to the companies that existed then),
 * 上海乐橙's coupons in each state and its deposit payments. Once per database.
 */
export async function seedDemoMyAccount(db: DbOrTrx, now: number): Promise<void> {
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;
  const companies = await companyIdsByName(db);
  for (const companyId of companies.values()) await invitationCodeOf(db, companyId, now);
  const leCheng = companies.get(DEMO_COMPANIES.leCheng);
  if (!leCheng) return;
  const mdb = myAccountDb(db);
  const at = (day: number) => now + day * DAY_MS;
  for (const coupon of DEMO_COUPONS) {
    const used = 'usedDay' in coupon ? coupon : null;
    await mdb
      .insertInto('coupons')
      .values({
        id: newId(),
        company_id: leCheng,
        name: coupon.name,
        face_value_fen: coupon.faceFen,
        min_spend_fen: coupon.minFen,
        valid_from: at(coupon.fromDay),
        valid_to: at(coupon.toDay),
        used_at: used ? at(used.usedDay) : null,
        used_for: used ? used.usedFor : null,
        created_at: at(coupon.fromDay),
      })
      .execute();
  }
  const trayTypes = new Set(
    (await referenceDb(db).selectFrom('tray_types').select('code').execute()).map((row) => row.code),
  );
  for (const deposit of DEMO_DEPOSITS) {
    if (!trayTypes.has(deposit.trayType)) continue;
    await mdb
      .insertInto('deposit_payments')
      .values({
        id: newId(),
        company_id: leCheng,
        tray_type_code: deposit.trayType,
        amount_fen: deposit.amountFen,
        paid_at: at(deposit.day),
      })
      .execute();
  }
}
