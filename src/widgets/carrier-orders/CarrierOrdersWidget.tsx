import type { PropsOf, ValuesOf } from '../declare-widget';
import type { carrierOrdersWidget } from './declaration';
import { Empty } from '../../ui';
import { CarrierOrderDetail } from './CarrierOrderDetail';
import { CarrierOrderList } from './CarrierOrderList';
import { common } from './labels';
import { SettlementList } from './SettlementList';
import { useLiveCarrierOrders } from './use-live-carrier-orders';
import { VehicleAuditList } from './VehicleAuditList';

export type CarrierOrdersView = ValuesOf<typeof carrierOrdersWidget, 'view'>;

/** <yp-carrier-orders view="…">: 承运订单, its detail, 车辆审核 and 运费结算, all kept live by the stream. */
export function CarrierOrdersWidget({ view, orderId, status, party }: PropsOf<typeof carrierOrdersWidget>) {
  useLiveCarrierOrders();
  switch (view) {
    case 'carrierDetail':
      return orderId ? <CarrierOrderDetail key={orderId} id={orderId} /> : <Empty text={common.notFound} />;
    case 'vehicleAudit':
      return <VehicleAuditList />;
    case 'settle':
      return <SettlementList party={party} />;
    default:
      return <CarrierOrderList status={status} party={party} />;
  }
}
