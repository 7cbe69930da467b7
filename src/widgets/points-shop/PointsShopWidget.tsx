import { AddressList } from './AddressList';
import { GoodsDetail } from './GoodsDetail';
import { GoodsList } from './GoodsList';
import { OrderList } from './OrderList';

export interface PointsShopWidgetProps {
  /** goods (default) | goodsDetail | orders | address */
  view?: string;
  goodsId?: string;
}

/** <yp-points-shop view="goods|goodsDetail|orders|address">: 积分商城 (dialogs for exchange and addresses). */
export function PointsShopWidget({ view, goodsId }: PointsShopWidgetProps) {
  if (view === 'goodsDetail') return <GoodsDetail id={goodsId ?? ''} />;
  if (view === 'orders') return <OrderList />;
  if (view === 'address') return <AddressList />;
  return <GoodsList />;
}
