import type { CustomerRole, CustomerRoleQuery } from '../../contract/company-accounts';
import type { Page } from '../../contract/envelope';
import type { SelectOption } from '../../ui';
import { useApiQuery } from '../query';
import { ROLE_LIST_CALL } from './api';

/** Every role of the company (a company has a handful; the list pages at 100 at most). */
const ALL_ROLES: CustomerRoleQuery = { pageNum: 1, pageSize: 100 };
const NONE: readonly CustomerRole[] = [];
const rowsOf = (page: Page<CustomerRole>) => page.list;

/** The company's roles for the account list's filter and the account form's choice (silent lookup). */
export function useCompanyRoles(): readonly CustomerRole[] {
  return useApiQuery(ROLE_LIST_CALL, ALL_ROLES, { silent: true, select: rowsOf }).data ?? NONE;
}

/** A role choice: the enabled roles, and the one the account holds even if it was disabled since. */
export function roleOptions(
  roles: readonly CustomerRole[],
  noRole: string,
  keep?: string | null,
): SelectOption<string>[] {
  return [
    { value: '', label: noRole },
    ...roles
      .filter((role) => role.status === 'enabled' || role.id === keep)
      .map((role) => ({ value: role.id, label: role.name })),
  ];
}
