import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

/** The page query that names the member company of a detail page (→ the `member` attribute). */
export const MEMBER_QUERY = 'companyId';

const period = {
  type: 'string',
  values: ['day', 'week', 'month'],
  description:
    'the granularity of the charts (default day): the range is the last 30 days, 12 weeks or 12 months',
} as const;

export const groupReportsWidget = declareWidget({
  tag: 'yp-group-reports',
  summary:
    '集团数据 (a group company: its members’ stock, movements, reports, factory and downstream detail)',
  attributes: {
    view: {
      type: 'string',
      values: ['stock', 'stockIn', 'stockOut', 'returns', 'report', 'factory', 'downstream'],
      description: 'the page under /groupCompany/groupCompanyManage/ (default stock)',
    },
    period,
    member: {
      type: 'string',
      description: 'a member company id: narrows every view to it (view="factory": the member shown)',
    },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.groupCompany.groupStockManage, attributes: { view: 'stock' } },
    { path: PAGES.groupCompany.groupStockInManage, attributes: { view: 'stockIn' } },
    { path: PAGES.groupCompany.groupStockOutManage, attributes: { view: 'stockOut' } },
    { path: PAGES.groupCompany.groupReturnRecord, attributes: { view: 'returns' } },
    { path: PAGES.groupCompany.dataReport, attributes: { view: 'report' } },
    {
      path: PAGES.groupCompany.factoryDetail,
      attributes: { view: 'factory' },
      query: { [MEMBER_QUERY]: 'member' },
    },
    {
      path: PAGES.groupCompany.downstreamDetail,
      attributes: { view: 'downstream' },
      query: { [MEMBER_QUERY]: 'member' },
    },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});

export const downstreamDataWidget = declareWidget({
  tag: 'yp-downstream-data',
  summary: '下游客户数据 (a downstream customer’s own stock, movements and stock trend)',
  attributes: {
    view: {
      type: 'string',
      values: ['stock', 'stockIn', 'circulateOut', 'returns'],
      description: 'the page under /downstreamCustomer/downstreamCustomerManage/ (default stock)',
    },
    period,
  },
  events: [],
  pages: [
    { path: PAGES.downstreamCustomer.downstreamStockManage, attributes: { view: 'stock' } },
    { path: PAGES.downstreamCustomer.downstreamStockInManage, attributes: { view: 'stockIn' } },
    { path: PAGES.downstreamCustomer.downstreamCirculateOutManage, attributes: { view: 'circulateOut' } },
    { path: PAGES.downstreamCustomer.downstreamReturnRecord, attributes: { view: 'returns' } },
  ],
  load: (): Promise<WidgetModule> => import('./downstream'),
});
