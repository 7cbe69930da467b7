/** How a carrier order's parts read on screen (list, detail and settlement alike). */
import { regionOf, type AddressSnapshot, type CarrierOrder } from '../../contract/freight';
import { formatDateTime } from '../../core';

/** 广州市 → 成都市 */
export const routeOf = (order: Pick<CarrierOrder, 'origin' | 'destination'>) =>
  `${order.origin.city} → ${order.destination.city}`;

/** 广东省广州市白云区 太和镇… */
export const placeOf = (address: AddressSnapshot) => `${regionOf(address)} ${address.detail}`;

/** The load window, both ends in Asia/Shanghai. */
export const loadWindowOf = (order: Pick<CarrierOrder, 'loadFrom' | 'loadTo'>) =>
  `${formatDateTime(order.loadFrom)} ~ ${formatDateTime(order.loadTo)}`;
