import type { Meta, StoryObj } from '@storybook/react-vite';
import { installFakeBillsBackend } from './fake-bills-backend';
import { storySession } from '../test-support/story-session';
import './index';

type View =
  | 'warehouseBill'
  | 'overdueInventory'
  | 'overdueReturns'
  | 'offsets'
  | 'deductions'
  | 'overdueClients'
  | 'deductCandidates';

interface HostProps {
  view: View;
  clientCompanyId?: string;
  warehouseId?: string;
  /** Permission codes of the session (read in beforeEach); all by default. */
  permissions?: readonly string[];
}

/** The tag as a host page places it (a bill's detail pages navigate back to the bill: not followed here). */
function ItemsHost({ view, clientCompanyId, warehouseId }: HostProps) {
  return <yp-bills view={view} client-company-id={clientCompanyId} warehouse-id={warehouseId} />;
}

const meta = {
  title: 'Widgets/yp-bills/detail lists',
  component: ItemsHost,
  args: { view: 'overdueInventory', clientCompanyId: 'co-shuwei' },
  beforeEach({ args }) {
    return storySession(
      'story-bill-items',
      installFakeBillsBackend({ permissions: args.permissions, delayMs: 200 }),
    );
  },
} satisfies Meta<typeof ItemsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 仓库账单明细: one client warehouse's sub-bill. */
export const WarehouseBill: Story = { args: { view: 'warehouseBill', warehouseId: 'wh-龙泉驿仓' } };
/** 超期在库明细: pallet-days overdue per incoming entry and their share of the line. */
export const OverdueInventory: Story = {};
/** 超期归还明细. */
export const OverdueReturns: Story = { args: { view: 'overdueReturns' } };
/** 可冲抵明细: the early returns that offset the overdue returns. */
export const Offsets: Story = { args: { view: 'offsets' } };
/** 超期扣减明细. */
export const Deductions: Story = { args: { view: 'deductions' } };
/** 超期客户 with the 7-day risk column. */
export const OverdueClients: Story = { args: { view: 'overdueClients', clientCompanyId: undefined } };
/** 超期扣减: candidates with 扣减 and the deduct days setting. */
export const DeductCandidates: Story = { args: { view: 'deductCandidates', clientCompanyId: undefined } };
/** Without 对账管理(C1)-确认账单: candidates read-only. */
export const DeductCandidatesReadOnly: Story = {
  args: {
    view: 'deductCandidates',
    clientCompanyId: undefined,
    permissions: ['center-settle-checkC1-detail'],
  },
};
