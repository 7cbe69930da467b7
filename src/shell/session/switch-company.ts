import { API } from '../../contract/api-paths';
import type { LoginResult, RoleValue, SwitchCompanyRequest } from '../../contract/auth';
import type { MenuAndPermission } from '../../contract/platform';
import { APPLICATION_ID } from '../../core';

export const SWITCH_COMPANY_PATH = API.login.switchCompanyLogin;

export interface SwitchCompanyDeps {
  post: <T>(path: string, body: SwitchCompanyRequest) => Promise<T>;
  applyLogin: (result: LoginResult) => void;
  loadPermissions: (request: {
    applicationId: string;
    type: RoleValue;
    permissionCode: string;
  }) => Promise<MenuAndPermission>;
  navigate: (path: string) => void;
}

/**
 * Company switch (SPEC §7 switchCompanyLogin): the server ends the old session and answers with a new
 * one; the new session replaces the stored one, the menus and permissions of the new token are loaded
 * before the user lands, so the first page already shows the new company's buttons.
 */
export async function switchCompany(companyId: string, deps: SwitchCompanyDeps): Promise<LoginResult> {
  const result = await deps.post<LoginResult>(SWITCH_COMPANY_PATH, { companyId });
  deps.applyLogin(result);
  await deps.loadPermissions({ applicationId: APPLICATION_ID, type: result.role, permissionCode: '' });
  deps.navigate(result.defaultClick);
  return result;
}
