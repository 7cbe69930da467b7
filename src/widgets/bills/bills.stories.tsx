import type { Meta, StoryObj } from '@storybook/react-vite';
import { installFakeBillsBackend } from './fake-bills-backend';
import { useHostNavigation } from '../test-support/host-navigation';
import { storySession } from '../test-support/story-session';
import './index';

type View = 'clientBills' | 'clientBillDetail';

interface HostProps {
  view: View;
  clientCompanyId?: string;
  /** A frozen bill's detail. */
  billId?: string;
  /** Permission codes of the session (read in beforeEach); all by default. */
  permissions?: readonly string[];
  /** billList answers this refusal. */
  failList?: string;
  /** A reject answers 2003 on the reason with this message. */
  refuseReason?: string;
}

/** Plays the host page: routes itself on `yp-navigate` between the list and a bill's detail. */
function BillsHost({ view: initialView, clientCompanyId, billId }: HostProps) {
  const [route, hostRef] = useHostNavigation<{ view: View; clientCompanyId?: string; billId?: string }>(
    { view: initialView, clientCompanyId, billId },
    ({ path, query }) =>
      path.endsWith('/checkc1detail')
        ? { view: 'clientBillDetail', clientCompanyId: query?.clientCompanyId, billId: query?.id }
        : { view: 'clientBills' },
  );
  return (
    <div ref={hostRef}>
      <yp-bills view={route.view} client-company-id={route.clientCompanyId} bill-id={route.billId} />
    </div>
  );
}

const meta = {
  title: 'Widgets/yp-bills',
  component: BillsHost,
  args: { view: 'clientBills' },
  beforeEach({ args }) {
    return storySession(
      'story-bills',
      installFakeBillsBackend({
        permissions: args.permissions,
        failList: args.failList,
        refuseReason: args.refuseReason,
        delayMs: 200,
      }),
    );
  },
} satisfies Meta<typeof BillsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClientBills: Story = {};
/** Without center-settle-checkC1-detail and -confirmBill: no 查看明细, 审核 or 驳回. */
export const ClientBillsReadOnly: Story = { args: { permissions: [] } };
/** 驳回 answers a 2003 on the reason: the dialog marks the field (open it with 驳回 on the pending bill). */
export const ClientBillsRejectRefused: Story = { args: { refuseReason: '驳回原因不能只含空白字符' } };
export const ClientBillsFailed: Story = { args: { failList: '系统繁忙，请稍后再试' } };
export const ClientBillDetail: Story = { args: { view: 'clientBillDetail', clientCompanyId: 'co-shuwei' } };
export const ClientBillDetailNoLines: Story = {
  args: { view: 'clientBillDetail', clientCompanyId: 'co-quiet' },
};
/** A pending frozen bill: its number and state, 审核 and 驳回 (the reject dialog), downloads by id. */
export const FrozenBillDetail: Story = { args: { view: 'clientBillDetail', billId: 'bill-000001' } };
/** Without -confirmBill: the pending bill without 审核 / 驳回. */
export const FrozenBillDetailReadOnly: Story = {
  args: {
    view: 'clientBillDetail',
    billId: 'bill-000001',
    permissions: ['center-settle-checkC1-detail', 'center-settle-checkC1-exportDetail'],
  },
};
