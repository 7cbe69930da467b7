import type { Meta, StoryObj } from '@storybook/react-vite';
import { ALL_BILL_CODES } from './fake-bills-backend';
import { installFakeOverviewBackend } from './fake-overview-backend';
import { storySession } from '../test-support/story-session';
import './index';

interface HostProps {
  /** Permission codes of the session (read in beforeEach); all 对账管理 and 付款管理 codes by default. */
  permissions?: readonly string[];
}

/** 账单概览 as a finance ERP page embeds it. */
function OverviewHost(_: HostProps) {
  return <yp-bills view="overview" />;
}

const meta = {
  title: 'Widgets/yp-bills/overview',
  component: OverviewHost,
  args: {},
  beforeEach({ args }) {
    return storySession(
      'story-overview',
      installFakeOverviewBackend({ permissions: args.permissions, delayMs: 200 }),
    );
  },
} satisfies Meta<typeof OverviewHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
/** With the 对账管理(C1) codes only: the client figures, no statements, payments or rent chart. */
export const ClientFiguresOnly: Story = { args: { permissions: ALL_BILL_CODES } };
