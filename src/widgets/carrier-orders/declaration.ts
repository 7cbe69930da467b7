import type { CarrierOrderStatus } from '../../contract/freight';
import { PAGES } from '../../contract/pages';
import { declareWidget, type WidgetModule } from '../declare-widget';

export const carrierOrdersWidget = declareWidget({
  tag: 'yp-carrier-orders',
  summary:
    '承运订单 (list and detail with live status), 车辆审核 and 运费结算 of the freight entrustment pages',
  attributes: {
    view: {
      type: 'string',
      values: ['carrier', 'carrierDetail', 'vehicleAudit', 'settle'],
      description: 'the page of the same name under /yelopack/logistics/ (default carrier)',
    },
    orderId: { type: 'string', description: 'view="carrierDetail": the carrier order shown' },
    status: {
      type: 'string',
      // Written out, not imported: the embed script carries every declaration, and importing the freight
      // contract here put the whole module into the embed's chunk (declaration.test.ts keeps them equal).
      values: [
        'waitDispatch',
        'waitVehicleAudit',
        'waitLoad',
        'arrivedLoad',
        'loaded',
        'arrivedUnload',
        'unloaded',
        'completed',
        'cancelled',
      ] satisfies CarrierOrderStatus[],
      description: 'view="carrier": the status tab opened first (default all)',
    },
    party: {
      type: 'string',
      values: ['shipper', 'carrier'],
      description: 'view="carrier" and "settle": only the orders where my company is this party',
    },
  },
  events: ['yp-navigate'],
  pages: [
    { path: PAGES.logistics.carrier, attributes: { view: 'carrier' } },
    { path: PAGES.logistics.carrierDetail, attributes: { view: 'carrierDetail' }, query: { id: 'orderId' } },
    { path: PAGES.logistics.vehicleAudit, attributes: { view: 'vehicleAudit' } },
    { path: PAGES.logistics.settle, attributes: { view: 'settle' } },
  ],
  load: (): Promise<WidgetModule> => import('./index'),
});
