import styled from 'styled-components';
import type { ReactNode } from 'react';
import {
  CARRIER_ORDER_STATUS_LABELS,
  maskPhone,
  VEHICLE_AUDIT_STATUS_LABELS,
  VEHICLE_TYPE_LABELS,
  type AddressSnapshot,
  type CarrierOrderDetail as Detail,
  type CarrierOrderLog,
  type CarrierOrderStatus,
} from '../../contract/freight';
import { formatYuan } from '../../contract/money';
import { formatDateTime } from '../../core';
import {
  Badge,
  Button,
  Details,
  DetailStates,
  LoadError,
  Loading,
  Stack,
  TitledCard,
  Toolbar,
  uiLabels,
  vars,
  punctuationLabels,
} from '../../ui';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { PATHS } from './api';
import { loadWindowOf, placeOf } from './format';
import { common, detailLabels as text, listLabels, PARTY_LABELS } from './labels';
import { LogTimeline } from './LogTimeline';
import { CARRIER_PATH, navigate } from './navigation';
import { OrderActions } from './OrderActions';
import { OrderSteps } from './OrderSteps';
import { SettlementSummary } from './SettlementSummary';
import { TicketGallery } from './TicketGallery';

const StatusLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.spaceSm};
  margin: 0 0 ${vars.spaceLg};
  font-size: ${vars.fontSizeLg};
`;
const Cancelled = styled.p`
  margin: ${vars.spaceMd} 0 0;
  color: ${vars.colorDanger};
`;

/** 承运订单详情: the order's progress and the viewer's actions, vehicle, tickets, logs and settlement. */
export function CarrierOrderDetail({ id }: { id: string }) {
  const emit = useEmit();
  const order = useApiQuery<Detail>(PATHS.detail, { id });
  const back = <Button onClick={() => navigate(emit, CARRIER_PATH)}>{common.back}</Button>;
  return (
    <DetailStates state={order} notFoundText={common.notFound} back={back}>
      {(data) => <OrderPage order={data} back={back} />}
    </DetailStates>
  );
}

/** The status an order was cancelled from: the `from` of its cancel log. */
const cancelledFrom = (logs: readonly CarrierOrderLog[] | null): CarrierOrderStatus | null =>
  logs?.find((log) => log.to === 'cancelled')?.from ?? null;

const addressText = (address: AddressSnapshot, phone: string) =>
  uiLabels.common.labelled(
    address.name,
    punctuationLabels.withNote(placeOf(address), text.contact(address.contact, phone)),
  );

function OrderPage({ order, back }: { order: Detail; back: ReactNode }) {
  const logs = useApiQuery<CarrierOrderLog[]>(PATHS.logs, { id: order.id });
  // The other party's phones are masked (the server masks them too; masking twice changes nothing).
  const shownPhone = (phone: string) => (order.party === 'carrier' ? phone : maskPhone(phone));
  const vehicle = order.vehicle;
  return (
    <Stack aria-label={text.title}>
      <TitledCard title={`${text.title} ${order.documentNo}`}>
        <StatusLine>
          <span>
            {uiLabels.common.labelled(common.status, '')}
            <strong data-testid="order-status">{CARRIER_ORDER_STATUS_LABELS[order.status]}</strong>
          </span>
          <Badge>{PARTY_LABELS[order.party]}</Badge>
        </StatusLine>
        <OrderSteps status={order.status} cancelledFrom={cancelledFrom(logs.data)} />
        {order.status === 'cancelled' && order.cancelReason && (
          <Cancelled>{uiLabels.common.labelled(text.cancelReason, order.cancelReason)}</Cancelled>
        )}
        <OrderActions order={order} />
      </TitledCard>
      <TitledCard title={text.order}>
        <Details
          items={[
            [listLabels.demandNo, order.demandOrderNo],
            [listLabels.shipper, order.shipperCompanyName],
            [listLabels.carrier, order.carrierCompanyName],
            [text.origin, addressText(order.origin, shownPhone(order.origin.phone))],
            [text.destination, addressText(order.destination, shownPhone(order.destination.phone))],
            [listLabels.cargo, order.cargoName],
            [text.pallets, order.pallets],
            [text.vehicleType, VEHICLE_TYPE_LABELS[order.vehicleType]],
            [listLabels.loadWindow, loadWindowOf(order)],
            [listLabels.price, formatYuan(order.priceFen)],
            [common.createdAt, formatDateTime(order.createdAt)],
          ]}
        />
      </TitledCard>
      <TitledCard title={text.vehicle}>
        {vehicle ? (
          <Details
            items={[
              [listLabels.plate, vehicle.plateNumber],
              [text.driver, vehicle.driverName],
              [text.driverPhone, shownPhone(vehicle.driverPhone)],
              [text.vehicleStatus, VEHICLE_AUDIT_STATUS_LABELS[vehicle.status]],
              [text.assignedAt, formatDateTime(vehicle.assignedAt)],
              ...(vehicle.rejectReason ? [[text.rejectReason, vehicle.rejectReason] as const] : []),
            ]}
          />
        ) : (
          <p>{text.noVehicle}</p>
        )}
      </TitledCard>
      <TitledCard title={text.tickets}>
        <TicketGallery tickets={order.tickets} />
      </TitledCard>
      <TitledCard title={text.logs}>
        {logs.error ? (
          <LoadError message={logs.error} onRetry={logs.reload} />
        ) : logs.data ? (
          <LogTimeline logs={logs.data} />
        ) : (
          <Loading />
        )}
      </TitledCard>
      <TitledCard title={text.settlement}>
        {order.settlement ? (
          <SettlementSummary line={order.settlement} />
        ) : (
          <p>{order.status === 'cancelled' ? text.cancelledNoSettlement : text.noSettlement}</p>
        )}
      </TitledCard>
      <Toolbar>{back}</Toolbar>
    </Stack>
  );
}
