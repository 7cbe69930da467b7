import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { shanghaiDay } from '../ledger';
import { sendMessage } from '../messages';
import { alertSms, alertText, hasAlerts } from './compose';
import { STOCK_ALERT_LABELS as L } from './labels';
import { companyAlerts, companiesWithStock } from './selection';
import { alertRecipients } from './settings';
import { stockAlertDb } from './tables';

export type AlertDeps = Pick<AppDeps, 'clock' | 'notifier' | 'sms'> & { db: DbOrTrx };

/** How long a node may take over a day's run before another node may take it over. */
const RUN_LEASE_MS = 30 * 60_000;

const companyName = async (db: DbOrTrx, companyId: string) =>
  (await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow())
    .name;

/**
 * Warns one company of the day of `now`, unless it has nothing to be warned of or was warned that day.
 * The company's day is claimed first (one insert: a second run inserts nothing and sends nothing), then
 * the messages and SMS go out, as messages do, after the write that decides them has committed. At most
 * once: a node that dies in between leaves that company unwarned for the day, never warned twice.
 * Answers whether it warned.
 */
async function alertCompany(deps: AlertDeps, now: number, companyId: string): Promise<boolean> {
  const alerts = await companyAlerts(deps.db, now, companyId);
  if (!hasAlerts(alerts)) return false;
  const claimed = await stockAlertDb(deps.db)
    .insertInto('stock_alert_sends')
    .values({ company_id: companyId, day: shanghaiDay(now), created_at: now })
    .onConflict((oc) => oc.columns(['company_id', 'day']).doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  const recipients = await alertRecipients(deps.db, companyId);
  for (const recipient of recipients.filter((r) => r.settings.message)) {
    await sendMessage(deps, {
      companyId,
      accountId: recipient.accountId,
      type: 'business',
      texts: () => ({ title: L.title, content: alertText(alerts) }),
    });
  }
  const texted = recipients.filter((r) => r.settings.sms && r.mobile);
  if (texted.length > 0) {
    const sms = alertSms(await companyName(deps.db, companyId), alerts);
    for (const recipient of texted) await deps.sms.send(recipient.mobile as string, sms);
  }
  return true;
}

/** Claims the day's run for `owner`: a new day, or one whose owner's lease ran out before it finished. */
async function claimDay(db: DbOrTrx, owner: string, now: number, day: number): Promise<boolean> {
  const lease = { lease_owner: owner, lease_until: now + RUN_LEASE_MS };
  const inserted = await stockAlertDb(db)
    .insertInto('stock_alert_runs')
    .values({ day, ...lease, finished_at: null })
    .onConflict((oc) => oc.column('day').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  const taken = await stockAlertDb(db)
    .updateTable('stock_alert_runs')
    .set(lease)
    .where('day', '=', day)
    .where('finished_at', 'is', null)
    .where('lease_until', '<', now)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/**
 * The day's run, if this node wins it: every company holding or owning pallets warned at most once. Answers how
 * many companies it warned, or null when another node has the day.
 */
export async function runStockAlerts(deps: AlertDeps, owner: string): Promise<number | null> {
  const now = deps.clock();
  const day = shanghaiDay(now);
  if (!(await claimDay(deps.db, owner, now, day))) return null;
  let warned = 0;
  for (const companyId of await companiesWithStock(deps.db)) {
    if (await alertCompany(deps, now, companyId)) warned += 1;
  }
  await stockAlertDb(deps.db)
    .updateTable('stock_alert_runs')
    .set({ finished_at: deps.clock() })
    .where('day', '=', day)
    .where('lease_owner', '=', owner)
    .execute();
  return warned;
}
