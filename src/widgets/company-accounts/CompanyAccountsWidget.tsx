import { AccountList } from './AccountList';
import { RoleList } from './RoleList';

export interface CompanyAccountsWidgetProps {
  /** accounts (default) | roles */
  view?: string;
}

/** <yp-company-accounts view="accounts|roles">: 企业账号管理, 角色管理 (forms open in dialogs). */
export function CompanyAccountsWidget({ view }: CompanyAccountsWidgetProps) {
  return view === 'roles' ? <RoleList /> : <AccountList />;
}
