import type { StockAlertSettings } from '../../../src/contract/stock-alerts';
import { flag, isSet } from '../../db/flags';
import type { DbOrTrx } from '../../db/schema';
import { stockAlertDb } from './tables';

/** An account without a row: messages on, SMS off. */
const DEFAULTS: StockAlertSettings = { message: true, sms: false };

export async function readAlertSettings(db: DbOrTrx, accountId: string): Promise<StockAlertSettings> {
  const row = await stockAlertDb(db)
    .selectFrom('stock_alert_settings')
    .select(['message', 'sms'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? { message: isSet(row.message), sms: isSet(row.sms) } : DEFAULTS;
}

export async function saveAlertSettings(
  db: DbOrTrx,
  now: number,
  accountId: string,
  settings: StockAlertSettings,
): Promise<StockAlertSettings> {
  const values = { message: flag(settings.message), sms: flag(settings.sms), updated_at: now };
  await stockAlertDb(db)
    .insertInto('stock_alert_settings')
    .values({ account_id: accountId, ...values })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .execute();
  return settings;
}

export interface AlertRecipient {
  accountId: string;
  mobile: string | null;
  settings: StockAlertSettings;
}

/** The company's active accounts with their choices. */
export async function alertRecipients(db: DbOrTrx, companyId: string): Promise<AlertRecipient[]> {
  const rows = await stockAlertDb(db)
    .selectFrom('memberships as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .leftJoin('stock_alert_settings as s', 's.account_id', 'a.id')
    .select(['a.id', 'a.mobile', 's.message', 's.sms'])
    .where('m.company_id', '=', companyId)
    .where('a.status', '=', 'active')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    accountId: row.id,
    mobile: row.mobile,
    settings:
      row.message === null || row.sms === null
        ? DEFAULTS
        : { message: isSet(row.message), sms: isSet(row.sms) },
  }));
}
