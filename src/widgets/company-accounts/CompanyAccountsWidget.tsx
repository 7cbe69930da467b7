import { Stack } from '../../ui';
import { AccountList } from './AccountList';
import { AdministratorCard } from './AdministratorCard';
import { RoleList } from './RoleList';

export interface CompanyAccountsWidgetProps {
  /** accounts (default) | roles */
  view?: string;
}

/**
 * <yp-company-accounts view="accounts|roles">: 企业管理员 and 企业账号管理, or 角色管理 (forms open in
 * dialogs).
 */
export function CompanyAccountsWidget({ view }: CompanyAccountsWidgetProps) {
  if (view === 'roles') return <RoleList />;
  return (
    <Stack>
      <AdministratorCard />
      <AccountList />
    </Stack>
  );
}
