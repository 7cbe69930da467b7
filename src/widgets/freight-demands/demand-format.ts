/** How a demand order reads in a list row and in the detail (the same words in both). */
import {
  DEMAND_STATUS_LABELS,
  regionOf,
  VEHICLE_TYPE_LABELS,
  type AddressSnapshot,
  type DemandOrder,
} from '../../contract/freight';
import { formatYuan } from '../../contract/money';
import { formatClock, formatMinute, shanghaiDate } from '../../core';
import { uiLabels, punctuationLabels } from '../../ui';
import { demandLabels as text } from './labels';

/** 上海市 嘉定区 (a route's end in a row: the city and district are what a clerk scans for). */
export const placeOf = (address: AddressSnapshot) => `${address.city} ${address.district}`;

/** The whole address with its contact, for the detail. */
export const fullAddressOf = (address: AddressSnapshot) =>
  uiLabels.common.labelled(
    address.name,
    punctuationLabels.withNote(
      `${regionOf(address)}${address.detail}`,
      `${address.contact} ${address.phone}`,
    ),
  );

export const routeOf = (order: Pick<DemandOrder, 'origin' | 'destination'>) =>
  text.route(placeOf(order.origin), placeOf(order.destination));

/**
 * 2026-11-27 08:00–14:00 within a day (the usual window, short enough for a list), else both ends whole.
 * Minutes are what a load window is agreed in.
 */
export function loadWindowOf({ loadFrom, loadTo }: Pick<DemandOrder, 'loadFrom' | 'loadTo'>): string {
  return shanghaiDate(loadFrom) === shanghaiDate(loadTo)
    ? `${formatMinute(loadFrom)}–${formatClock(loadTo)}`
    : text.loadWindow(formatMinute(loadFrom), formatMinute(loadTo));
}

export const deadlineOf = (order: Pick<DemandOrder, 'quoteDeadline'>) => formatMinute(order.quoteDeadline);

export const cargoOf = (order: Pick<DemandOrder, 'cargoName' | 'pallets' | 'weightKg'>) =>
  text.cargo(order.cargoName, order.pallets, order.weightKg);

/** A list row's cargo: the name and the pallets (the weight is in the detail). */
export const cargoInRowOf = (order: Pick<DemandOrder, 'cargoName' | 'pallets'>) =>
  text.cargoInRow(order.cargoName, order.pallets);

export const vehicleTypeOf = (order: Pick<DemandOrder, 'vehicleType'>) =>
  VEHICLE_TYPE_LABELS[order.vehicleType];

export const yuanOrNone = (fen: number | null) => (fen === null ? text.none : formatYuan(fen));

/** The server answers a quoting order past its deadline as expired on every read (freight.ts). */
export const statusLabelOf = (order: Pick<DemandOrder, 'status'>) => DEMAND_STATUS_LABELS[order.status];
