import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const saleCustomersWidget = declareWidget({
  tag: 'yp-sale-customers',
  summary: '销售客户管理 and 销售客户详情 (downstream clients, their stock and overdue pallets)',
  attributes: {
    view: { type: 'string', values: ['list', 'detail'], description: 'list (default) or detail' },
    clientCompanyId: { type: 'string', description: 'view="detail": the client company' },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.customer.sale, attributes: { view: 'list' } },
    {
      path: PAGES.customer.saleDetail,
      attributes: { view: 'detail' },
      query: { clientCompanyId: 'clientCompanyId' },
    },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
