/** The scoreShop/ and shopreceiveaddress/ calls (wire types in src/contract/points-shop.ts). */
import { API } from '../../contract/api-paths';
import type {
  AddScoreOrder,
  ExchangeGoods,
  ReceiveAddress,
  ReceiveAddressId,
  SaveReceiveAddress,
  ScoreOrderId,
  ScoreOrderRow,
} from '../../contract/points-shop';
import { api } from '../../core';

const S = API.scoreShop;
const A = API.shopreceiveaddress;

export const GOODS_LIST_CALL = S.listScoreGoods;
export const GOODS_DETAIL_CALL = S.getScoreGoodsDetail;
export const MY_POINTS_CALL = S.getMyPoints;
export const ORDER_LIST_CALL = S.listScoreOrder;
export const ADDRESS_LIST_CALL = A.list;
export const ADDRESS_DETAIL_CALL = A.detail;

/** What an exchange changes: my points, the goods' stock, my orders. */
export const EXCHANGE_READS = [GOODS_LIST_CALL, GOODS_DETAIL_CALL, MY_POINTS_CALL, ORDER_LIST_CALL] as const;
export const ORDER_READS = [ORDER_LIST_CALL] as const;
/** A cancel gives points and stock back. */
export const CANCEL_READS = EXCHANGE_READS;
export const ADDRESS_READS = [ADDRESS_LIST_CALL, ADDRESS_DETAIL_CALL] as const;

export const shopApi = {
  order: (request: AddScoreOrder) => api.post<ScoreOrderRow>(S.addScoreOrder, request),
  exchange: (request: ExchangeGoods) => api.post<ScoreOrderRow>(S.exchangeGoods, request),
  confirmReceive: (id: string) =>
    api.post<ScoreOrderRow>(S.confirmReceiveOrder, { id } satisfies ScoreOrderId),
  cancel: (id: string) => api.post<ScoreOrderRow>(S.cancelScoreOrder, { id } satisfies ScoreOrderId),
};

export const addressApi = {
  save: (input: SaveReceiveAddress) => api.post<ReceiveAddress>(A.addOrEdit, input),
  setDefault: (id: string) => api.post<ReceiveAddress>(A.setDefault, { id } satisfies ReceiveAddressId),
  remove: (id: string) => api.post<null>(A.delete, { id } satisfies ReceiveAddressId),
};
