import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const billsWidget = declareWidget({
  tag: 'yp-bills',
  summary: '客户账单 and 客户账单明细 (each downstream client’s live bill, computed from the pallet ledger)',
  attributes: {
    view: {
      type: 'string',
      values: ['clientBills', 'clientBillDetail'],
      description: 'clientBills (default) or clientBillDetail',
    },
    clientCompanyId: { type: 'string', description: 'view="clientBillDetail": the client billed' },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.centerSettle.checkC1, attributes: { view: 'clientBills' } },
    {
      path: PAGES.centerSettle.checkc1detail,
      attributes: { view: 'clientBillDetail' },
      query: { clientCompanyId: 'clientCompanyId' },
    },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
