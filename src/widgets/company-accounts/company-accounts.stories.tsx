import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApplicationStatus } from '../../contract/company-admin';
import { configure, resetConfig } from '../../core';
import { installFakeCompanyAccountsBackend } from './fake-company-accounts-backend';
import './index';

type View = 'accounts' | 'roles';

interface HostProps {
  view: View;
  /** Permission codes of the session (read in beforeEach); all by default. */
  permissions?: readonly string[];
  /** The caller is the company's administrator: full mobiles, 转让管理员. */
  admin?: boolean;
  /** An administrator application in this state (to the administrator: another's; else the caller's). */
  application?: ApplicationStatus;
}

function CompanyAccountsHost({ view }: HostProps) {
  return <yp-company-accounts view={view} />;
}

let storyToken = 0;

const meta = {
  title: 'Widgets/yp-company-accounts',
  component: CompanyAccountsHost,
  args: { view: 'accounts' },
  beforeEach({ args }) {
    const backend = installFakeCompanyAccountsBackend({
      permissions: args.permissions,
      admin: args.admin,
      application: args.application,
      delayMs: 200,
    });
    const token = `story-company-accounts-${++storyToken}`;
    configure({ apiBase: '', getToken: () => token });
    return () => {
      backend.restore();
      resetConfig();
    };
  },
} satisfies Meta<typeof CompanyAccountsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accounts: Story = {};
/** The administrator sees full mobiles, 转让管理员 and a pending application (授权 / 拒绝). */
export const AccountsAsAdministrator: Story = { args: { admin: true, application: 'pending' } };
/** A sub-account whose application waits for the administrator. */
export const AccountsApplicationPending: Story = { args: { application: 'pending' } };
/** Without the codes: no 新增, 编辑, 停用 or 删除. */
export const AccountsReadOnly: Story = { args: { permissions: [] } };
export const Roles: Story = { args: { view: 'roles' } };
export const RolesReadOnly: Story = { args: { view: 'roles', permissions: [] } };
