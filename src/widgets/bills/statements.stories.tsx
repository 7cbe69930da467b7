import type { Meta, StoryObj } from '@storybook/react-vite';
import { installFakeStatementsBackend } from './fake-statements-backend';
import { useHostNavigation } from '../test-support/host-navigation';
import { storySession } from '../test-support/story-session';
import './index';

type View = 'statements' | 'statementDetail' | 'payments' | 'paymentDetail';

interface HostProps {
  view: View;
  statementId?: string;
  paymentId?: string;
  /** Permission codes of the session (read in beforeEach); all by default. */
  permissions?: readonly string[];
  /** Every pay answers 2003 on the amount with this message. */
  refusePay?: string;
}

/** Plays the host page: routes itself on `yp-navigate` from the statements to a statement's detail. */
function StatementsHost({ view: initialView, statementId, paymentId }: HostProps) {
  const [route, hostRef] = useHostNavigation<{ view: View; statementId?: string }>(
    { view: initialView, statementId },
    ({ path, query }) =>
      path.endsWith('/settleDetail')
        ? { view: 'statementDetail', statementId: query?.id }
        : { view: 'statements' },
  );
  return (
    <div ref={hostRef}>
      <yp-bills view={route.view} statement-id={route.statementId} payment-id={paymentId} />
    </div>
  );
}

const meta = {
  title: 'Widgets/yp-bills statements',
  component: StatementsHost,
  args: { view: 'statements' },
  beforeEach({ args }) {
    return storySession(
      'story-statements',
      installFakeStatementsBackend({
        permissions: args.permissions,
        refusePay: args.refusePay,
        delayMs: 200,
      }),
    );
  },
} satisfies Meta<typeof StatementsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 结算单: the pending statement with 确认 (a confirm dialog), the confirmed one with its payment state. */
export const Statements: Story = {};
/** Without center-settle-check-confirmBill: no 确认. */
export const StatementsReadOnly: Story = { args: { permissions: ['center-settle-check-detail'] } };
/** 结算单明细: 租金明细 with its 合计, and the 按单据 tab. */
export const StatementDetail: Story = { args: { view: 'statementDetail', statementId: 'stmt-000003' } };
/** A confirmed statement: its payment state, nothing to confirm. */
export const ConfirmedStatementDetail: Story = {
  args: { view: 'statementDetail', statementId: 'stmt-000002' },
};
/** 付款管理: due, paid and what remains; 查看明细 and 付款 open the payment in place. */
export const Payments: Story = { args: { view: 'payments' } };
/** A payment paid in part: the bank account, its pay record, the pay form (what remains by default). */
export const PaymentDetail: Story = { args: { view: 'paymentDetail', paymentId: 'pay-000001' } };
/** The server refuses the amount (another pay came first): 2003 marked on the field. */
export const PaymentDetailPayRefused: Story = {
  args: { view: 'paymentDetail', paymentId: 'pay-000001', refusePay: '付款金额不能超过待付金额 12.00 元' },
};
/** Without center-settle-payment-pay: no pay form. */
export const PaymentDetailReadOnly: Story = {
  args: { view: 'paymentDetail', paymentId: 'pay-000001', permissions: ['center-settle-payment-detail'] },
};
