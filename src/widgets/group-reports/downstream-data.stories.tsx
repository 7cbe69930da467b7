import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Granularity } from '../../contract/reports';
import type { ValuesOf } from '../declare-widget';
import { storySession } from '../test-support/story-session';
import type { downstreamDataWidget } from './declaration';
import { installFakeGroupReportsBackend, type FakeReportsOptions } from './fake-group-reports-backend';
import './downstream';

interface HostProps extends Omit<FakeReportsOptions, 'delayMs'> {
  view: ValuesOf<typeof downstreamDataWidget, 'view'>;
  period?: Granularity;
}

/** 成都蜀味's pages (role 7). */
function DownstreamDataHost({ view, period }: HostProps) {
  return <yp-downstream-data view={view} period={period} />;
}

const meta = {
  title: 'Widgets/yp-downstream-data',
  component: DownstreamDataHost,
  args: { view: 'stock' },
  beforeEach({ args }) {
    return storySession(
      'story-downstream-data',
      installFakeGroupReportsBackend({ permissions: args.permissions, empty: args.empty, delayMs: 200 }),
    );
  },
} satisfies Meta<typeof DownstreamDataHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stock: Story = {};
export const StockIn: Story = { args: { view: 'stockIn' } };
export const CirculateOut: Story = { args: { view: 'circulateOut' } };
export const Returns: Story = { args: { view: 'returns' } };
export const Empty: Story = { args: { view: 'stock', empty: true } };
