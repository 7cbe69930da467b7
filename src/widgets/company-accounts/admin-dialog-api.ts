/**
 * The administrator dialogs' calls (src/contract/company-admin.ts). A lazily loaded part imports nothing
 * of its widget's first load, so the paths come from the contract here, not from ./api.
 */
import { API } from '../../contract/api-paths';
import type { VerificationCodeSent } from '../../contract/auth';
import type {
  AdministratorApplication,
  AdministratorScene,
  ApplyAdministratorRequest,
  AuthorizeAdministratorRequest,
} from '../../contract/company-admin';
import { api } from '../../core';

/** The company's active accounts, the transfer's choice. */
export const ACTIVE_ACCOUNTS_CALL = API.customerCompany.searchCustomerAccount;

/** The reads a transfer or an application changes (the card, the list's badge and mobiles, a detail). */
export const ADMIN_READS = [
  API.company.getAdministratorAccount,
  API.customerCompany.searchCustomerAccount,
  API.customerCompany.getCustomerAccountById,
] as const;

export const adminDialogApi = {
  sendCode: (scene: AdministratorScene) =>
    api.post<VerificationCodeSent>(API.company.getAdministratorVerifyCode, { scene }),
  authorize: (input: AuthorizeAdministratorRequest) =>
    api.post<null>(API.company.authorizeAdministrator, input),
  apply: (input: ApplyAdministratorRequest) =>
    api.post<AdministratorApplication>(API.customerCompany.applyAdministrator, input),
};
