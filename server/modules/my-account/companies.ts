import type { RoleValue } from '../../../src/contract/auth';
import type { CompanyProfile, MyCompany } from '../../../src/contract/my-account';
import { maskPhone } from '../../../src/contract/phone';
import type { Session } from '../../auth/sessions';
import { isSet } from '../../db/flags';
import type { DbOrTrx } from '../../db/schema';
import { registeredCreditCode } from '../certification';
import { iso } from '../ledger';
import { referenceDb } from '../stock';
import { invitationCodeOf } from './invitation';

/** customerCompany/listCurrentCustomerCompany: every company the caller's account works for. */
export async function myCompanies(db: DbOrTrx, session: Session): Promise<MyCompany[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .select(['c.id', 'c.name', 'm.role', 'm.is_admin'])
    .where('m.account_id', '=', session.accountId)
    .orderBy('c.name')
    .execute();
  return rows.map((row) => ({
    companyId: row.id,
    companyName: row.name,
    role: row.role as RoleValue,
    isCurrent: row.id === session.companyId,
    isAdmin: isSet(row.is_admin),
  }));
}

/** 上海市 + 上海市 + 嘉定区 + … → 上海市嘉定区…: a municipality's city repeats its province. */
const addressOf = (w: { province: string; city: string; district: string; detail_address: string }) =>
  [...new Set([w.province, w.city, w.district])].join('') + w.detail_address;

/** customerCompany/getCustomerCompany: the session company's profile. */
export async function companyProfile(db: DbOrTrx, session: Session, now: number): Promise<CompanyProfile> {
  const [company, warehouse, admin, invitationCode, creditCode] = await Promise.all([
    db.selectFrom('companies').selectAll().where('id', '=', session.companyId).executeTakeFirstOrThrow(),
    referenceDb(db)
      .selectFrom('warehouses')
      .select(['province', 'city', 'district', 'detail_address'])
      .where('company_id', '=', session.companyId)
      .where('deleted', '=', 0)
      .orderBy('is_default', 'desc')
      .orderBy('created_at')
      .executeTakeFirst(),
    db
      .selectFrom('memberships as m')
      .innerJoin('accounts as a', 'a.id', 'm.account_id')
      .select(['a.username', 'a.mobile'])
      .where('m.company_id', '=', session.companyId)
      .where('m.is_admin', '=', 1)
      .where('a.status', '!=', 'deleted')
      .orderBy('m.created_at')
      .executeTakeFirst(),
    invitationCodeOf(db, session.companyId, now),
    registeredCreditCode(db, session.companyId),
  ]);
  return {
    id: company.id,
    name: company.name,
    type: company.type,
    creditCode,
    address: warehouse ? addressOf(warehouse) : null,
    contactName: admin?.username ?? null,
    contactMobile: admin?.mobile ? maskPhone(admin.mobile) : null,
    createdAt: iso(Number(company.created_at)),
    invitationCode,
  };
}
