import type { Meta, StoryObj } from '@storybook/react-vite';
import { installFakePointsBackend } from './fake-points-backend';
import { storySession } from '../test-support/story-session';
import './index';

type View = 'pointsStatements' | 'pointsStatementDetail' | 'balancePoints';

interface HostProps {
  view: View;
  /** view="pointsStatementDetail": the statement shown. */
  statementId?: string;
  /** Permission codes of the session (read in beforeEach); all by default. */
  permissions?: readonly string[];
  /** The statement list answers this refusal. */
  failList?: string;
  /** 分配积分 answers 2003 on points with this message. */
  refuseAllot?: string;
}

/** Plays the host page: the points views route inside the widget (明细 opens in place). */
function PointsHost({ view, statementId }: HostProps) {
  return <yp-bills view={view} points-statement-id={statementId} />;
}

const meta = {
  title: 'Widgets/yp-bills/points',
  component: PointsHost,
  args: { view: 'pointsStatements' },
  beforeEach({ args }) {
    return storySession(
      'story-points',
      installFakePointsBackend({
        permissions: args.permissions,
        failList: args.failList,
        refuseAllot: args.refuseAllot,
        delayMs: 200,
      }),
    );
  },
} satisfies Meta<typeof PointsHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 上游积分对账单: 确认 / 驳回 the pending statement, 明细, 导出. */
export const PointsStatements: Story = {};
/** Without -audit and -export: no 确认, 驳回 or 导出. */
export const PointsStatementsReadOnly: Story = { args: { permissions: ['center-settle-points-detail'] } };
export const PointsStatementsFailed: Story = { args: { failList: '系统繁忙，请稍后再试' } };
/** A statement's items, each a ledger entry with its rule and points. */
export const PointsStatementDetail: Story = {
  args: { view: 'pointsStatementDetail', statementId: 'stmt-000003' },
};
/** 余额积分: the pool, 分配积分, its items, the change record, individual points, the environmental score. */
export const BalancePoints: Story = { args: { view: 'balancePoints' } };
/** Without -operation: no 分配积分. */
export const BalancePointsReadOnly: Story = {
  args: { view: 'balancePoints', permissions: ['center-settle-balancePoints-detail'] },
};
/** 分配积分 answers a 2003 on points: the dialog marks the field. */
export const BalancePointsAllotRefused: Story = {
  args: { view: 'balancePoints', refuseAllot: '积分余额不足，当前余额 3' },
};
