import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';
import { RECONCILIATION_TABS } from './reconciliation-tabs';

export const billsWidget = declareWidget({
  tag: 'yp-bills',
  summary:
    '客户账单 and 客户账单明细 (each downstream client’s live bill, computed from the pallet ledger, and the frozen bills to 审核 / 驳回); the platform’s 结算单 (确认, 明细 by line and by document) and 付款管理 (付款)',
  attributes: {
    view: {
      type: 'string',
      values: [
        'overview',
        'reconciliation',
        'clientBills',
        'clientBillDetail',
        'warehouseBill',
        'overdueInventory',
        'overdueReturns',
        'offsets',
        'deductions',
        'overdueClients',
        'deductCandidates',
        'statements',
        'statementDetail',
        'payments',
        'paymentDetail',
        'pointsStatements',
        'pointsStatementDetail',
        'balancePoints',
      ],
      description:
        'overview (账单概览 for a finance page: bills to audit, statements to confirm, amount due, pallets turning overdue within 7 days, the monthly rent chart); reconciliation (对账管理: tabs of the lists below); clientBills (default), clientBillDetail, or a bill’s detail page: warehouseBill (one warehouse), overdueInventory, overdueReturns, offsets, deductions; overdueClients (超期客户, 7-day risk) and deductCandidates (超期扣减); statements (结算单), statementDetail, payments (付款管理), paymentDetail; pointsStatements (上游积分对账单), pointsStatementDetail or balancePoints (余额积分)',
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
    statementId: { type: 'string', description: 'view="statementDetail": the platform statement shown' },
    paymentId: { type: 'string', description: 'view="paymentDetail": the payment shown' },
    pointsStatementId: {
      type: 'string',
      description: 'view="pointsStatementDetail": the points statement whose items are shown',
    },
    tab: {
      type: 'string',
      values: RECONCILIATION_TABS,
      description:
        'view="reconciliation": the tab shown first (clientBills, statements, payments, pointsStatements, balancePoints, overdueClients or deductions)',
    },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.centerSettle.checkC1, attributes: { view: 'reconciliation' }, query: { tab: 'tab' } },
    {
      path: PAGES.centerSettle.checkc1detail,
      attributes: { view: 'clientBillDetail' },
      query: { clientCompanyId: 'clientCompanyId', id: 'billId' },
    },
    {
      path: PAGES.centerSettle.settleDetail,
      attributes: { view: 'statementDetail' },
      query: { id: 'statementId' },
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
