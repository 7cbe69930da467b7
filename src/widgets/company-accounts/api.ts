/**
 * The customerCompany/ sub-account and role calls (wire types in src/contract/company-accounts.ts) and the
 * administrator's company/ calls (src/contract/company-admin.ts).
 */
import { API } from '../../contract/api-paths';
import type {
  CustomerAccountInput,
  CustomerRoleInput,
  RoleUseNumber,
  SavedId,
} from '../../contract/company-accounts';
import { api } from '../../core';

const P = API.customerCompany;

export const ACCOUNT_LIST_CALL = P.searchCustomerAccount;
export const ACCOUNT_DETAIL_CALL = P.getCustomerAccountById;
export const ROLE_LIST_CALL = P.searchCustomerCompanyRole;
export const ROLE_DETAIL_CALL = P.getCustomerRoleDetail;
export const PERMISSION_TREE_CALL = P.getCustomerPermission;

/** The reads an account write changes (a role's use number counts accounts). */
export const ACCOUNT_READS = [ACCOUNT_LIST_CALL, ACCOUNT_DETAIL_CALL, ROLE_LIST_CALL] as const;
/** The reads a role write changes (the account list shows role names; the form's role choices). */
export const ROLE_READS = [ROLE_LIST_CALL, ROLE_DETAIL_CALL, ACCOUNT_LIST_CALL] as const;

export const accountsApi = {
  save: (input: CustomerAccountInput) => api.post<SavedId>(P.addOrModifyCustomerAccount, input),
  setEnabled: (id: string, enabled: boolean) =>
    api.post<null>(P.enableOrDisableCustomerAccount, { id, enabled }),
  remove: (id: string) => api.post<null>(P.deleteCustomerCompanyAccount, { id }),
};

export const rolesApi = {
  save: (input: CustomerRoleInput) => api.post<SavedId>(P.addOrModifyCustomerCompanyRole, input),
  setEnabled: (id: string, enabled: boolean) =>
    api.post<null>(P.enableOrDisableCustomerCompanyRole, { id, enabled }),
  remove: (id: string) => api.post<null>(P.deleteCustomerCompanyRole, { id }),
  useNumber: (id: string) => api.post<RoleUseNumber>(P.getCustomerCompanyRoleUseNumber, { id }),
};

export const ADMIN_CALL = API.company.getAdministratorAccount;

/** The administrator declines an application (the dialogs' calls: admin-dialog-api.ts). */
export const declineApplication = (id: string) =>
  api.post<null>(API.company.declineAdministratorApplication, { id });
