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
        'warehouseBill',
        'overdueInventory',
        'overdueReturns',
        'offsets',
        'deductions',
        'overdueClients',
        'deductCandidates',
      ],
      description:
        'clientBills (default), clientBillDetail, or a bill’s detail page: warehouseBill (one warehouse), overdueInventory, overdueReturns, offsets, deductions; overdueClients (超期客户, 7-day risk) and deductCandidates (超期扣减) for a host page',
    },
    clientCompanyId: {
      type: 'string',
      description: 'view="clientBillDetail": the client whose live bill is shown',
    },
    billId: {
      type: 'string',
      description: 'view="clientBillDetail": a frozen bill (wins over clientCompanyId)',
    },
    warehouseId: {
      type: 'string',
      description: 'view="warehouseBill": the client warehouse whose sub-bill is shown',
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
    {
      path: PAGES.centerSettle.checkc1addressDetail,
      attributes: { view: 'warehouseBill' },
      query: { clientCompanyId: 'clientCompanyId', id: 'billId', warehouseId: 'warehouseId' },
    },
    {
      path: PAGES.centerSettle.overdueInventoryDetail,
      attributes: { view: 'overdueInventory' },
      query: { clientCompanyId: 'clientCompanyId', id: 'billId' },
    },
    {
      path: PAGES.centerSettle.outBoundDetail,
      attributes: { view: 'overdueReturns' },
      query: { clientCompanyId: 'clientCompanyId', id: 'billId' },
    },
    {
      path: PAGES.centerSettle.counterOfferDetail,
      attributes: { view: 'offsets' },
      query: { clientCompanyId: 'clientCompanyId', id: 'billId' },
    },
    {
      path: PAGES.centerSettle.deductionDetail,
      attributes: { view: 'deductions' },
      query: { clientCompanyId: 'clientCompanyId', id: 'billId' },
    },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
