import type { Meta, StoryObj } from '@storybook/react-vite';
import { storySession } from '../test-support/story-session';
import { installFakeMyAccountBackend } from './fake-my-account-backend';
import './index';

interface HostProps {
  /** Permission codes of the session (read in beforeEach); the export code by default. */
  permissions?: readonly string[];
  /** The company has no deposit rows. */
  noDeposit?: boolean;
}

/** 我的账户 as the enterprise center shows it. */
function MyAccountHost(_: HostProps) {
  return <yp-my-account view="my" />;
}

const meta = {
  title: 'Widgets/yp-my-account',
  component: MyAccountHost,
  args: {},
  beforeEach({ args }) {
    return storySession(
      'story-my-account',
      installFakeMyAccountBackend({ permissions: args.permissions, noDeposit: args.noDeposit, delayMs: 200 }),
    );
  },
} satisfies Meta<typeof MyAccountHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const My: Story = {};
/** Without the export code, and a company that has no deposit yet. */
export const NoExportNoDeposit: Story = { args: { permissions: [], noDeposit: true } };
