import { useCallback } from 'react';
import styled from 'styled-components';
import { formatDateTime, maskPhone } from '../../core';
import { Button, Card, Details, Empty, LoadError, Loading, PageHeader, Toolbar, vars } from '../../ui';
import { useRemote } from '../use-remote';
import { useEmit } from '../widget-context';
import { transportApi } from './api';
import {
  common,
  detailLabels as text,
  outLabels,
  VEHICLE_PROVIDER_LABELS,
  WAYBILL_STATUS_LABELS,
} from './labels';
import { GPS_PATH, navigate, OUT_PATH } from './navigation';

const Stack = styled.div`
  display: grid;
  gap: ${vars.spaceLg};
`;
const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${vars.spaceMd};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Step = styled.li<{ $done: boolean }>`
  border-top: 3px solid ${(p) => (p.$done ? vars.colorPrimary : vars.colorBorder)};
  padding-top: ${vars.spaceSm};
  color: ${(p) => (p.$done ? vars.colorText : vars.colorTextSecondary)};
`;
const StepTime = styled.div`
  font-size: ${vars.fontSizeSm};
`;

/** 运单详情: every field of one of my waybills, its progress, and the way to the vehicle's position. */
export function WaybillDetail({ id }: { id: string }) {
  const emit = useEmit();
  const load = useCallback((signal: AbortSignal) => transportApi.waybillDetail(id, { signal }), [id]);
  const { data: waybill, loading, error, reload } = useRemote(load);
  const back = (
    <Toolbar>
      <Button onClick={() => navigate(emit, OUT_PATH)}>{common.back}</Button>
    </Toolbar>
  );
  if (error)
    return (
      <>
        <LoadError message={error} onRetry={reload} />
        {back}
      </>
    );
  if (!waybill) return loading ? <Loading /> : <Empty text={common.notFound} />;

  const steps = [
    [text.created, waybill.createdAt],
    [text.departed, waybill.departedAt],
    [text.arrived, waybill.arrivedAt],
    [text.confirmed, waybill.confirmedAt],
  ] as const;

  return (
    <Stack aria-label={text.title}>
      <Card aria-labelledby="yp-waybill-title">
        <PageHeader title={<span id="yp-waybill-title">{`${text.title} ${waybill.documentNo}`}</span>} />
        <Details
          items={[
            [outLabels.waybillNo, waybill.documentNo],
            [
              common.status,
              <span data-testid="waybill-status">{WAYBILL_STATUS_LABELS[waybill.status]}</span>,
            ],
            [outLabels.fromWarehouse, waybill.fromWarehouseName],
            [outLabels.client, waybill.toCompanyName],
            [outLabels.toWarehouse, waybill.toWarehouseName],
            [text.owner, waybill.fromCompanyName],
            [common.trayType, `${waybill.trayTypeCode} ${waybill.trayTypeName}`],
            [common.quantity, waybill.quantity],
            [common.remark, waybill.remark],
          ]}
        />
      </Card>
      <Card aria-labelledby="yp-waybill-vehicle">
        <PageHeader title={<span id="yp-waybill-vehicle">{text.vehicle}</span>} />
        <Details
          items={[
            [common.plateNumber, waybill.plateNumber],
            [text.driverName, waybill.driverName],
            [text.driverPhone, waybill.driverPhone ? maskPhone(waybill.driverPhone) : ''],
            [
              text.vehicleProvider,
              waybill.vehicleProvider ? VEHICLE_PROVIDER_LABELS[waybill.vehicleProvider] : '',
            ],
          ]}
        />
        {waybill.plateNumber && (
          <Toolbar>
            <Button onClick={() => navigate(emit, GPS_PATH, { waybillNo: waybill.documentNo })}>
              {text.gps}
            </Button>
          </Toolbar>
        )}
      </Card>
      <Card aria-labelledby="yp-waybill-timeline">
        <PageHeader title={<span id="yp-waybill-timeline">{text.timeline}</span>} />
        <Steps>
          {steps.map(([label, at]) => (
            <Step key={label} $done={at !== null}>
              <div>{label}</div>
              <StepTime>{at ? formatDateTime(at) : text.notYet}</StepTime>
            </Step>
          ))}
        </Steps>
      </Card>
      {back}
    </Stack>
  );
}
