import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const pointsShopWidget = declareWidget({
  tag: 'yp-points-shop',
  summary: '积分商城: goods, a goods’ detail and its exchange, my orders, my receive addresses',
  attributes: {
    view: {
      type: 'string',
      values: ['goods', 'goodsDetail', 'orders', 'address'],
      description: 'goods (default), goodsDetail, orders or address',
    },
    goodsId: { type: 'string', description: 'view="goodsDetail": the goods shown' },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.centerShop.goods, attributes: { view: 'goods' } },
    { path: PAGES.centerShop.goodsDetail, attributes: { view: 'goodsDetail' }, query: { id: 'goodsId' } },
    { path: PAGES.centerShop.orders, attributes: { view: 'orders' } },
    { path: PAGES.centerShop.address, attributes: { view: 'address' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
