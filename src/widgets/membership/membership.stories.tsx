import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CertificationState } from '../../contract/certification';
import { storySession } from '../test-support/story-session';
import { installFakeMembershipBackend } from './fake-membership-backend';
import './index';

interface HostProps {
  /** Where the company is (the fake backend starts there). */
  state: CertificationState;
  /** Permission codes of the session (read in beforeEach); center-account-vip-submit by default. */
  permissions?: readonly string[];
}

function MembershipHost(_props: HostProps) {
  return <yp-membership view="vip" />;
}

const meta = {
  title: 'Widgets/yp-membership',
  component: MembershipHost,
  args: { state: 'companyInfo' },
  beforeEach({ args }) {
    const backend = installFakeMembershipBackend({
      state: args.state,
      permissions: args.permissions,
      delayMs: 200,
    });
    return storySession('story-membership', backend);
  },
} satisfies Meta<typeof MembershipHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1, 企业信息: the registered name prefilled. */
export const CompanyInfo: Story = {};
/** Step 2, 资质上传 with 识别. */
export const Credentials: Story = { args: { state: 'credentials' } };
/** Step 3, 打款验证 with three tries. */
export const Remittance: Story = { args: { state: 'remittance' } };
/** Step 3 locked after three wrong amounts. */
export const RemittanceLocked: Story = { args: { state: 'remitLocked' } };
/** Step 4, 签约. */
export const Signing: Story = { args: { state: 'signing' } };
/** 已认证: the summary. */
export const Certified: Story = { args: { state: 'certified' } };
/** Without center-account-vip-submit: the steps read, no submit. */
export const ReadOnly: Story = { args: { state: 'companyInfo', permissions: [] } };
