import type { CustomerRoleInput, EnableRequest, SavedId } from '../../../src/contract/company-accounts';
import type { Session } from '../../auth/sessions';
import { flag, isSet } from '../../db/flags';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { businessError, fieldError } from '../../http/envelope';
import { ACCOUNT_LABELS } from './labels';
import { isCatalogueCode } from './permission-tree';
import { roleCodes, roleOfCompany, roleUseNumber } from './roles';
import { roleStates } from './states';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The role's codes, each once; a code outside the catalogue answers 2003 naming it (`codes[i]`). */
function catalogueCodes(codes: readonly string[]): string[] {
  codes.forEach((code, index) => {
    if (!isCatalogueCode(code)) throw fieldError(`codes[${index}]`, ACCOUNT_LABELS.unknownCode);
  });
  return [...new Set(codes)].sort();
}

async function writeCodes(trx: DbOrTrx, roleId: string, codes: readonly string[]): Promise<void> {
  await trx.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (codes.length > 0)
    await trx
      .insertInto('role_permissions')
      .values(codes.map((code) => ({ role_id: roleId, code })))
      .execute();
}

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code, index) => code === b[index]);

/**
 * addOrModifyCustomerCompanyRole. A new role's name is unique in the company; a repeat of an add (same
 * name and codes) answers the role made. A change replaces the codes at once: every account holding the
 * role has the new set at its next call (permissions are read per request).
 */
export async function saveRole(deps: Deps, session: Session, input: CustomerRoleInput): Promise<SavedId> {
  const codes = catalogueCodes(input.codes);
  const name = input.name.trim();
  if (!name) throw fieldError('name', ACCOUNT_LABELS.roleNameRequired);
  if (input.id !== undefined) {
    const id = input.id;
    await roleOfCompany(deps.db, session, id);
    const clash = await deps.db
      .selectFrom('company_roles')
      .select('id')
      .where('company_id', '=', session.companyId)
      .where('name', '=', name)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (clash) throw fieldError('name', ACCOUNT_LABELS.roleNameTaken);
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('company_roles').set({ name }).where('id', '=', id).execute();
      await writeCodes(trx, id, codes);
    });
    return { id };
  }
  const id = newId();
  const created = await deps.db.transaction().execute(async (trx) => {
    // DO NOTHING on a taken name, so two identical requests at once end as one role.
    const inserted = await trx
      .insertInto('company_roles')
      .values({ id, company_id: session.companyId, name, enabled: 1, created_at: deps.clock() })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) await writeCodes(trx, id, codes);
    return inserted !== undefined;
  });
  if (created) return { id };
  const existing = await deps.db
    .selectFrom('company_roles')
    .select('id')
    .where('company_id', '=', session.companyId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  if (sameCodes(await roleCodes(deps.db, existing.id), codes)) return { id: existing.id };
  throw fieldError('name', ACCOUNT_LABELS.roleNameTaken);
}

/**
 * enableOrDisableCustomerCompanyRole: a disabled role gives its accounts no codes from their next call
 * (permissions.ts reads only enabled roles). Asking for the state it is in is a no-op.
 */
export async function setRoleEnabled(deps: Deps, session: Session, request: EnableRequest): Promise<null> {
  const role = await roleOfCompany(deps.db, session, request.id);
  const from = isSet(role.enabled) ? 'enabled' : 'disabled';
  const to = request.enabled ? 'enabled' : 'disabled';
  if (from === to) return null;
  if (!roleStates.canTransition(from, to)) throw businessError(ACCOUNT_LABELS.illegalTransition);
  await deps.db
    .updateTable('company_roles')
    .set({ enabled: flag(request.enabled) })
    .where('id', '=', role.id)
    .execute();
  return null;
}

/** deleteCustomerCompanyRole: only a role no account holds (its use number is 0). */
export async function deleteRole(deps: Deps, session: Session, id: string): Promise<null> {
  await deps.db.transaction().execute(async (trx) => {
    const { useNumber } = await roleUseNumber(trx, session, id);
    if (useNumber > 0) throw businessError(ACCOUNT_LABELS.roleInUse(useNumber));
    await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
    await trx
      .deleteFrom('company_roles')
      .where('id', '=', id)
      .where('company_id', '=', session.companyId)
      .execute();
  });
  return null;
}
