import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const billsWidget = declareWidget({
  tag: 'yp-bills',
  summary:
    '客户账单 and 客户账单明细 (each downstream client’s live bill, computed from the pallet ledger, and the frozen bills to 审核 / 驳回)',
  attributes: {
    view: {
      type: 'string',
      values: [
        'clientBills',
        'clientBillDetail',
        'pointsStatements',
        'pointsStatementDetail',
        'balancePoints',
      ],
      description:
        'clientBills (default), clientBillDetail, pointsStatements (上游积分对账单), pointsStatementDetail or balancePoints (余额积分)',
    },
    clientCompanyId: {
      type: 'string',
      description: 'view="clientBillDetail": the client whose live bill is shown',
    },
    billId: {
      type: 'string',
      description: 'view="clientBillDetail": a frozen bill (wins over clientCompanyId)',
    },
    statementId: {
      type: 'string',
      description: 'view="pointsStatementDetail": the points statement whose items are shown',
    },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.centerSettle.checkC1, attributes: { view: 'clientBills' } },
    {
      path: PAGES.centerSettle.checkc1detail,
      attributes: { view: 'clientBillDetail' },
      query: { clientCompanyId: 'clientCompanyId', id: 'billId' },
    },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
