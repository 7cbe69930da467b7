import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALL_BILL_CODES, installFakeBillsBackend } from './fake-bills-backend';
import { storySession } from '../test-support/story-session';
import './index';

interface HostProps {
  /** Permission codes of the session (read in beforeEach). */
  permissions: readonly string[];
}

/** 对账管理 as /center/settle/check_c1 shows it: a tab per list the account may read. */
function ReconciliationHost(_: HostProps) {
  return <yp-bills view="reconciliation" />;
}

const meta = {
  title: 'Widgets/yp-bills/reconciliation',
  component: ReconciliationHost,
  args: { permissions: ALL_BILL_CODES },
  beforeEach({ args }) {
    return storySession(
      'story-reconciliation',
      installFakeBillsBackend({ permissions: args.permissions, delayMs: 200 }),
    );
  },
} satisfies Meta<typeof ReconciliationHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the 对账管理(C1) codes: 客户账单, 超期客户 and 超期扣减 (the fake answers those lists). */
export const ClientTabs: Story = {};
/** Without any settlement code: no tab, a notice. */
export const NoAccess: Story = { args: { permissions: [] } };
