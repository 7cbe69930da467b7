import { BalancePoints } from './PointsBalance';
import { PointsStatementDetail } from './PointsStatementDetail';
import { PointsStatementList } from './PointsStatementList';
import type { BillsProps } from './view-props';

/** 积分账单 (list, detail) and 余额积分: one lazily loaded chunk. */
export default function PointsViews({ view, pointsStatementId }: BillsProps) {
  switch (view) {
    case 'pointsStatementDetail':
      return <PointsStatementDetail key={pointsStatementId} statementId={pointsStatementId} />;
    case 'balancePoints':
      return <BalancePoints />;
    default:
      return <PointsStatementList />;
  }
}

/** The 对账管理 tabs' panels. */
export { BalancePoints, PointsStatementList };
