import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const freightDemandsWidget = declareWidget({
  tag: 'yp-freight-demands',
  summary: '托运需求单 (list, detail with quotes and signing, new/edit), 货源大厅 and 托运地址 (issue 15)',
  attributes: {
    view: {
      type: 'string',
      values: ['demand', 'demandDetail', 'quoteHall', 'address'],
      description: 'demand (default), demandDetail, quoteHall or address',
    },
    demandId: { type: 'string', description: 'view="demandDetail": the demand order shown' },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.logistics.demand, attributes: { view: 'demand' } },
    { path: PAGES.logistics.demandDetail, attributes: { view: 'demandDetail' }, query: { id: 'demandId' } },
    { path: PAGES.logistics.quoteHall, attributes: { view: 'quoteHall' } },
    { path: PAGES.logistics.address, attributes: { view: 'address' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
