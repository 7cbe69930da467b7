import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const returnsWidget = declareWidget({
  tag: 'yp-returns',
  summary: '上门取件, 自行归还, 运输记录 and the return records (工厂归还, 客户归还)',
  attributes: {
    view: {
      type: 'string',
      values: [
        'toDoor',
        'toDoorDetail',
        'self',
        'selfDetail',
        'transport',
        'factoryReturn',
        'factoryReturnDetail',
        'customerReturn',
      ],
      description:
        'the page of the same name under /yelopack/return/ or /yelopack/returntray/ (default toDoor)',
    },
    returnId: { type: 'string', description: 'the detail views: the return shown' },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.return.toDoor, attributes: { view: 'toDoor' } },
    { path: PAGES.return.toDoorDetail, attributes: { view: 'toDoorDetail' }, query: { id: 'returnId' } },
    { path: PAGES.return.self, attributes: { view: 'self' } },
    { path: PAGES.return.selfDetail, attributes: { view: 'selfDetail' }, query: { id: 'returnId' } },
    { path: PAGES.return.transport, attributes: { view: 'transport' } },
    { path: PAGES.returnTray.factoryReturn, attributes: { view: 'factoryReturn' } },
    {
      path: PAGES.returnTray.factoryReturnDetail,
      attributes: { view: 'factoryReturnDetail' },
      query: { id: 'returnId' },
    },
    { path: PAGES.returnTray.customerReturn, attributes: { view: 'customerReturn' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
