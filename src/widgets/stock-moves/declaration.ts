import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const stockMovesWidget = declareWidget({
  tag: 'yp-stock-moves',
  summary: '入库管理, 调拨记录, 出库, 流转出库 (documents that move pallets between companies)',
  attributes: {
    view: {
      type: 'string',
      values: ['sign', 'signDetail', 'transfer', 'outEntry', 'circulationC1'],
      description: 'the page of the same name under /yelopack/stock/ (default sign)',
    },
    sourceType: {
      type: 'string',
      values: ['inbound', 'transfer'],
      description: 'view="signDetail": the kind of document signed',
    },
    documentId: { type: 'string', description: 'view="signDetail": the document' },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.stock.sign, attributes: { view: 'sign' } },
    {
      path: PAGES.stock.signDetail,
      attributes: { view: 'signDetail' },
      query: { sourceType: 'sourceType', id: 'documentId' },
    },
    { path: PAGES.stock.transfer, attributes: { view: 'transfer' } },
    { path: PAGES.stock.outEntry, attributes: { view: 'outEntry' } },
    { path: PAGES.stock.circulationC1, attributes: { view: 'circulationC1' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});

export const palletCodesWidget = declareWidget({
  tag: 'yp-pallet-codes',
  summary: '编码管理 (pallet codes with their 32-hex traceability ids)',
  attributes: {},
  events: [],
  pages: [{ path: PAGES.stock.codeManange }],
  load: (): Promise<WidgetModule> => import('./pallet-codes'),
});
