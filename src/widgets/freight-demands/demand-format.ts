/** How a demand order reads in a list row and in the detail (the same words in both). */
import {
  DEMAND_STATUS_LABELS,
  VEHICLE_TYPE_LABELS,
  type AddressSnapshot,
  type DemandOrder,
} from '../../contract/freight';
import { formatYuan } from '../../contract/money';
import { formatDateTime } from '../../core';
import { demandLabels as text } from './labels';

/** 上海市 嘉定区 (a route's end in a row: the city and district are what a clerk scans for). */
export const placeOf = (address: AddressSnapshot) => `${address.city} ${address.district}`;

/** The whole address with its contact, for the detail. */
export const fullAddressOf = (address: AddressSnapshot) =>
  `${address.name}：${address.province}${address.city}${address.district}${address.detail}（${address.contact} ${address.phone}）`;

export const routeOf = (order: Pick<DemandOrder, 'origin' | 'destination'>) =>
  text.route(placeOf(order.origin), placeOf(order.destination));

/** Minutes are what a load window is agreed in. */
const minute = (iso: string) => formatDateTime(iso).slice(0, 16);

export const loadWindowOf = (order: Pick<DemandOrder, 'loadFrom' | 'loadTo'>) =>
  text.loadWindow(minute(order.loadFrom), minute(order.loadTo));

export const deadlineOf = (order: Pick<DemandOrder, 'quoteDeadline'>) => minute(order.quoteDeadline);

export const cargoOf = (order: Pick<DemandOrder, 'cargoName' | 'pallets' | 'weightKg'>) =>
  text.cargo(order.cargoName, order.pallets, order.weightKg);

export const vehicleTypeOf = (order: Pick<DemandOrder, 'vehicleType'>) =>
  VEHICLE_TYPE_LABELS[order.vehicleType];

export const yuanOrNone = (fen: number | null) => (fen === null ? text.none : formatYuan(fen));

/** The server answers a quoting order past its deadline as expired on every read (freight.ts). */
export const statusLabelOf = (order: Pick<DemandOrder, 'status'>) => DEMAND_STATUS_LABELS[order.status];
