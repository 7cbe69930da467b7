import { PERMISSIONS } from '../../../src/contract/permissions';
import { hashPassword } from '../../auth/passwords';
import { flag } from '../flags';
import { newId } from '../ids';
import type { Db, DbOrTrx } from '../schema';
import {
  CLERK_DENIED_CODES,
  CLERK_ROLE,
  DEMO_ACCOUNTS,
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  SUPERVISOR_ROLE,
  isExportCode,
  type DemoAccount,
} from './demo-accounts';

/** Business switches read by the client through common/getBusinessConfigListByKeyList. */
export const DEFAULT_BUSINESS_CONFIGS: Record<string, string> = {
  /** '1': confirming a transport record as a return needs a return number (/api/config/logisticsSwitch). */
  logisticsReturnNumberSwitch: '1',
  recycleStockFlag: '1',
  customerServicePhone: '400-820-8899',
  /** The rest of the customer-service contact (company/getCustomerContactDetail). */
  customerServiceEmail: 'service@yelopack.com',
  customerServiceHours: '工作日 9:00-18:00',
  /** The platform's receiving bank account, shown to pay a statement (common/getBankAccountInfo). */
  platformBankAccountName: '耶罗托盘共享服务平台有限公司',
  platformBankName: '招商银行上海分行营业部',
  platformBankAccountNo: '121908571010601',
};

/** The permission catalogue follows src/contract/permissions.ts on every start (names may change). */
async function syncPermissionCatalogue(db: DbOrTrx): Promise<void> {
  for (const { code, name } of PERMISSIONS) {
    await db
      .insertInto('permissions')
      .values({ code, name })
      .onConflict((c) => c.column('code').doUpdateSet({ name }))
      .execute();
  }
}

async function seedBusinessConfigs(db: DbOrTrx): Promise<void> {
  for (const [key, value] of Object.entries(DEFAULT_BUSINESS_CONFIGS)) {
    await db
      .insertInto('business_configs')
      .values({ key, value })
      .onConflict((c) => c.column('key').doNothing())
      .execute();
  }
}

async function seedCompanies(db: DbOrTrx, now: number): Promise<Map<string, string>> {
  const ids = new Map<string, string>(Object.values(DEMO_COMPANIES).map((name) => [name, newId()]));
  const id = (name: string) => ids.get(name) as string;
  const company = (name: string, links: { isGroup?: boolean; group?: string; parent?: string } = {}) => ({
    id: id(name),
    name,
    type: '4',
    is_group: flag(links.isGroup === true),
    group_company_id: links.group ? id(links.group) : null,
    parent_company_id: links.parent ? id(links.parent) : null,
    created_at: now,
  });
  const { leCheng, huaRunGroup, kunShan, wuXi, baiYun, shuWei, jiaDing } = DEMO_COMPANIES;
  await db
    .insertInto('companies')
    .values([
      company(huaRunGroup, { isGroup: true }),
      company(kunShan, { group: huaRunGroup }),
      company(wuXi, { group: huaRunGroup }),
      // 上海乐橙 buys from 昆山工厂, which ships on its own pallets: 乐橙 holds them as C1 stock.
      company(leCheng, { parent: kunShan }),
      company(baiYun),
      company(shuWei, { parent: leCheng }),
      company(jiaDing, { parent: leCheng }),
    ])
    .execute();
  return ids;
}

async function seedRoles(db: DbOrTrx, companyId: string, now: number): Promise<Map<string, string>> {
  const every = PERMISSIONS.map((permission) => permission.code as string);
  const clerkCodes = every.filter((code) => !CLERK_DENIED_CODES.includes(code) && !isExportCode(code));
  const roles = new Map<string, string>();
  for (const [name, codes] of [
    [SUPERVISOR_ROLE, every],
    [CLERK_ROLE, clerkCodes],
  ] as const) {
    const roleId = newId();
    roles.set(name, roleId);
    await db
      .insertInto('company_roles')
      .values({ id: roleId, company_id: companyId, name, enabled: 1, created_at: now })
      .execute();
    await db
      .insertInto('role_permissions')
      .values(codes.map((code) => ({ role_id: roleId, code })))
      .execute();
  }
  return roles;
}

/** A module's demo data (ApiModule.seedDemo). */
export type ModuleSeed = (db: DbOrTrx, now: number) => Promise<void>;

/**
 * Fills an empty database with the demo companies, roles and accounts of the README, then each module's
 * demo data (`moduleSeeds`, DEMO_SEEDS of server/modules); does nothing when companies exist already.
 * The permission catalogue and business configuration are kept up to date.
 */
export async function seedDatabase(
  db: Db,
  now: number,
  moduleSeeds: readonly ModuleSeed[],
): Promise<{ seeded: boolean }> {
  await db.transaction().execute(async (trx) => {
    await syncPermissionCatalogue(trx);
    await seedBusinessConfigs(trx);
  });
  const hasCompanies = async (handle: DbOrTrx) =>
    (await handle.selectFrom('companies').select('id').limit(1).executeTakeFirst()) !== undefined;
  if (await hasCompanies(db)) return { seeded: false };

  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: two nodes may start on the same empty database (on
    // PostgreSQL they take turns under the start-up lock, server/db/startup-lock.ts).
    if (await hasCompanies(trx)) return { seeded: false };
    const companyIds = await seedCompanies(trx, now);
    const roleIds = await seedRoles(trx, companyIds.get(DEMO_COMPANIES.leCheng) as string, now);
    for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
      await seedAccount(trx, demo, passwordHashes[index] as string, companyIds, roleIds, now);
    }
    for (const seedModule of moduleSeeds) await seedModule(trx, now);
    return { seeded: true };
  });
}

/** Writes an account and its memberships (the demo's; the reports' tests and bench add logins with it). */
export async function seedAccount(
  db: DbOrTrx,
  demo: DemoAccount,
  passwordHash: string,
  companyIds: Map<string, string>,
  roleIds: Map<string, string>,
  now: number,
): Promise<void> {
  const accountId = newId();
  await db
    .insertInto('accounts')
    .values({
      id: accountId,
      user_account: demo.userAccount,
      username: demo.username,
      mobile: demo.mobile,
      password_hash: passwordHash,
      status: 'active',
      password_changed_at: now,
      created_at: now,
    })
    .execute();
  await db
    .insertInto('memberships')
    .values(
      // Distinct times keep the order of the table: the first membership is the one login opens.
      demo.memberships.map((membership, position) => ({
        account_id: accountId,
        company_id: companyIds.get(membership.company) as string,
        role: membership.role,
        custom_role_id: membership.customRole ? (roleIds.get(membership.customRole) as string) : null,
        is_admin: flag(membership.admin),
        created_at: now + position,
      })),
    )
    .execute();
}
