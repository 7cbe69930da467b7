/**
 * Every tag of the embed script and where its code is. One line per widget: the module's default export
 * is what `defineWidget` returned. Each import() becomes its own chunk, loaded when the tag first appears.
 */
import type { WidgetImplementation, WidgetTagName } from './widget-element';

export type WidgetModule = { default: WidgetImplementation };

export const WIDGET_REGISTRY: Readonly<Record<WidgetTagName, () => Promise<WidgetModule>>> = {
  'yp-messages': () => import('./messages'),
  'yp-stock-board': () => import('./stock/board'),
  'yp-stock': () => import('./stock'),
  'yp-stock-moves': () => import('./stock-moves'),
  'yp-pallet-codes': () => import('./stock-moves/pallet-codes'),
  'yp-warehouses': () => import('./warehouses'),
  'yp-transport': () => import('./transport'),
  'yp-returns': () => import('./returns'),
  'yp-vehicle-map': () => import('./vehicle-map'),
  'yp-sale-customers': () => import('./sale-customers'),
};
