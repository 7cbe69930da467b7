import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const freightDemandsWidget = declareWidget({
  tag: 'yp-freight-demands',
  summary: '托运需求单, 货源大厅, 托运地址',
  attributes: {
    view: {
      type: 'string',
      values: ['demand', 'demandDetail', 'quoteHall', 'address'],
      description: 'demand (default)',
    },
    demandId: { type: 'string', description: 'the demand order of demandDetail' },
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
