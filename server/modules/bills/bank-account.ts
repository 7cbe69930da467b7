import type { BankAccountInfo } from '../../../src/contract/statements';
import type { DbOrTrx } from '../../db/schema';

/**
 * The platform's receiving bank account (common/getBankAccountInfo, and shown with every payment): the
 * business configuration rows below, seeded with the other business configs (server/db/seed) and
 * changed there by the platform's staff; a missing row reads as empty.
 */
export const BANK_ACCOUNT_KEYS = {
  accountName: 'platformBankAccountName',
  bankName: 'platformBankName',
  accountNo: 'platformBankAccountNo',
} as const satisfies Record<keyof BankAccountInfo, string>;

export async function platformBankAccount(db: DbOrTrx): Promise<BankAccountInfo> {
  const rows = await db
    .selectFrom('business_configs')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(BANK_ACCOUNT_KEYS))
    .execute();
  const value = new Map(rows.map((row) => [row.key, row.value]));
  return {
    accountName: value.get(BANK_ACCOUNT_KEYS.accountName) ?? '',
    bankName: value.get(BANK_ACCOUNT_KEYS.bankName) ?? '',
    accountNo: value.get(BANK_ACCOUNT_KEYS.accountNo) ?? '',
  };
}
