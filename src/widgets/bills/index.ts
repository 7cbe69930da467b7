/** The <yp-bills> tag's code, loaded lazily by the embed script (see ./declaration.ts). */
import { defineWidget } from '../define-widget';
import { BillsWidget } from './BillsWidget';
import { billsWidget } from './declaration';

export default defineWidget(billsWidget, BillsWidget);

/** Plain components for the check_c1 tabs page (积分对账单, 余额积分), and the environmental score. */
export { BalancePoints } from './PointsBalance';
export { EnvironmentalScore } from './PointsEnvironmentalScore';
export { PointsStatementList } from './PointsStatementList';
