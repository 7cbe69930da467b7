import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Granularity } from '../../contract/reports';
import type { ValuesOf } from '../declare-widget';
import { useHostNavigation } from '../test-support/host-navigation';
import { storySession } from '../test-support/story-session';
import type { groupReportsWidget } from './declaration';
import { installFakeGroupReportsBackend, type FakeReportsOptions } from './fake-group-reports-backend';
import { KUNSHAN } from './group-reports.fixtures';
import { MEMBER_QUERY, REPORT_PAGES } from './navigation';
import './index';

type GroupView = ValuesOf<typeof groupReportsWidget, 'view'>;

interface HostProps extends Omit<FakeReportsOptions, 'delayMs'> {
  view: GroupView;
  period?: Granularity;
  member?: string;
}

const VIEW_OF_PAGE: Record<string, GroupView> = {
  [REPORT_PAGES.factory]: 'factory',
  [REPORT_PAGES.downstream]: 'downstream',
};

/** A group's ERP page: follows the member links to 工厂/中转仓详情 and 下游客户数据详情. */
function GroupReportsHost({ view: initialView, period, member: initialMember }: HostProps) {
  const [route, hostRef] = useHostNavigation<{ view: GroupView; member?: string }>(
    { view: initialView, member: initialMember },
    ({ path, query }) => {
      const view = VIEW_OF_PAGE[path];
      return view && { view, member: query?.[MEMBER_QUERY] };
    },
  );
  return (
    <div ref={hostRef}>
      <yp-group-reports view={route.view} period={period} member={route.member} />
    </div>
  );
}

const meta = {
  title: 'Widgets/yp-group-reports',
  component: GroupReportsHost,
  args: { view: 'stock' },
  beforeEach({ args }) {
    return storySession(
      'story-group-reports',
      installFakeGroupReportsBackend({ permissions: args.permissions, empty: args.empty, delayMs: 200 }),
    );
  },
} satisfies Meta<typeof GroupReportsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stock: Story = {};
export const StockIn: Story = { args: { view: 'stockIn' } };
export const StockOut: Story = { args: { view: 'stockOut' } };
export const Returns: Story = { args: { view: 'returns' } };
export const Report: Story = { args: { view: 'report' } };
/** By month, as a group's ERP page embeds it with period="month". */
export const ReportByMonth: Story = { args: { view: 'report', period: 'month' } };
export const Factory: Story = { args: { view: 'factory', member: KUNSHAN.companyId } };
export const Downstream: Story = { args: { view: 'downstream' } };
/** Without group-data-export: no 导出. */
export const StockWithoutExport: Story = { args: { permissions: [] } };
export const Empty: Story = { args: { view: 'report', empty: true } };
