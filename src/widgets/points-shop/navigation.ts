/** Where the widget asks its host to go (`yp-navigate`); the shell routes, a host page may route itself. */
import { PAGES } from '../../contract/pages';

export const GOODS_LIST_PATH = PAGES.centerShop.goods;
export const GOODS_DETAIL_PATH = PAGES.centerShop.goodsDetail;
export const ORDERS_PATH = PAGES.centerShop.orders;
export const ADDRESS_PATH = PAGES.centerShop.address;

export { navigate } from '../navigate';
