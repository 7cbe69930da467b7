import type { Meta, StoryObj } from '@storybook/react-vite';
import { storySession } from '../test-support/story-session';
import { installFakeHomeBackend } from './fake-home-backend';
import './index';

interface HostProps {
  view: 'board' | 'chart';
  /** The company has no ledger yet (read in beforeEach). */
  empty?: boolean;
}

/** The system home as the shell renders it on /system/board and /system/chart. */
function HomeHost({ view }: HostProps) {
  return <yp-home-board view={view} />;
}

const meta = {
  title: 'Widgets/yp-home-board',
  component: HomeHost,
  args: { view: 'board' },
  beforeEach({ args }) {
    return storySession('story-home', installFakeHomeBackend({ empty: args.empty, delayMs: 200 }));
  },
} satisfies Meta<typeof HomeHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 首页看板 of 上海乐橙: the tiles, the 30-day trend and the newest movements. */
export const Board: Story = {};
/** 数据图表: twelve months by month, the warehouses' turnover and the stock map. */
export const Charts: Story = { args: { view: 'chart' } };
/** A company without ledger entries: zero tiles, empty tables and charts. */
export const EmptyBoard: Story = { args: { empty: true } };
