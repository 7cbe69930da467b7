import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const transportWidget = declareWidget({
  tag: 'yp-transport',
  summary: '出库管理 (waybills) and 入库管理 (inbound orders) of the transport pages',
  attributes: {
    view: {
      type: 'string',
      values: ['out', 'outDetail', 'import', 'importDetail', 'importOrder'],
      description: 'the page of the same name under /yelopack/transport/ (default out)',
    },
    documentId: {
      type: 'string',
      description: 'view="outDetail": the waybill; view="importDetail": the inbound order',
    },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.transport.out, attributes: { view: 'out' } },
    { path: PAGES.transport.outDetail, attributes: { view: 'outDetail' }, query: { id: 'documentId' } },
    { path: PAGES.transport.import, attributes: { view: 'import' } },
    { path: PAGES.transport.importDetail, attributes: { view: 'importDetail' }, query: { id: 'documentId' } },
    { path: PAGES.transport.importOrder, attributes: { view: 'importOrder' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
