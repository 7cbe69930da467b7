import type { CustomerContact } from '../../../src/contract/my-account';
import type { DbOrTrx } from '../../db/schema';

/** Business configuration keys of the platform's customer service (db/seed DEFAULT_BUSINESS_CONFIGS). */
const CONTACT_KEYS = {
  phone: 'customerServicePhone',
  email: 'customerServiceEmail',
  serviceHours: 'customerServiceHours',
} as const;

/** company/getCustomerContactDetail: the platform's customer-service contact (null: not configured). */
export async function customerContact(db: DbOrTrx): Promise<CustomerContact> {
  const rows = await db
    .selectFrom('business_configs')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(CONTACT_KEYS))
    .execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  return {
    phone: value(CONTACT_KEYS.phone),
    email: value(CONTACT_KEYS.email),
    serviceHours: value(CONTACT_KEYS.serviceHours),
  };
}
