import type { InvitationLookup } from '../../../src/contract/my-account';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { newInvitationCode } from './invitation-code';
import { MY_ACCOUNT_LABELS } from './labels';
import { myAccountDb } from './tables';

/** Tries at a free code before giving up (31⁸ codes: a clash is already rare). */
const CODE_TRIES = 5;

/**
 * The company's invitation code: the one it has, or a new one made now (a company created after
 * migration 0020 gets its code when first asked). Two first asks at once keep one code.
 */
export async function invitationCodeOf(db: DbOrTrx, companyId: string, now: number): Promise<string> {
  const mdb = myAccountDb(db);
  const existing = () =>
    mdb
      .selectFrom('company_invitation_codes')
      .select('code')
      .where('company_id', '=', companyId)
      .executeTakeFirst();
  for (let tries = 0; tries < CODE_TRIES; tries += 1) {
    const found = await existing();
    if (found) return found.code;
    await mdb
      .insertInto('company_invitation_codes')
      .values({ company_id: companyId, code: newInvitationCode(), created_at: now })
      .onConflict((c) => c.doNothing())
      .execute();
  }
  const found = await existing();
  if (!found) throw new Error(`no free invitation code for company ${companyId}`);
  return found.code;
}

/** customerCompany/getCustomerMemberByInvitationCode: the name of the company with this code. */
export async function companyByInvitationCode(db: DbOrTrx, code: string): Promise<InvitationLookup> {
  const found = await myAccountDb(db)
    .selectFrom('company_invitation_codes as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select('c.name')
    .where('i.code', '=', code.toUpperCase())
    .executeTakeFirst();
  if (!found) throw businessError(MY_ACCOUNT_LABELS.invitationCodeUnknown);
  return { companyName: found.name };
}
