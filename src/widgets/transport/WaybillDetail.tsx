import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Waybill } from '../../contract/transport';
import { formatDateTime, formatTrayType, maskPhone } from '../../core';
import { Button, Details, DetailStates, Stack, TitledCard, Toolbar, vars } from '../../ui';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { PATHS } from './api';
import {
  common,
  detailLabels as text,
  outLabels,
  VEHICLE_PROVIDER_LABELS,
  WAYBILL_STATUS_LABELS,
} from './labels';
import { GPS_PATH, navigate, OUT_PATH } from './navigation';

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
  const waybill = useApiQuery<Waybill>(PATHS.waybillDetail, { id });
  const back = <Button onClick={() => navigate(emit, OUT_PATH)}>{common.back}</Button>;
  const showPosition = (waybillNo: string) => navigate(emit, GPS_PATH, { waybillNo });
  return (
    <DetailStates state={waybill} notFoundText={common.notFound} back={back}>
      {(data) => <WaybillPage waybill={data} onShowPosition={showPosition} back={back} />}
    </DetailStates>
  );
}

interface WaybillPageProps {
  waybill: Waybill;
  /** 查看车辆位置: the GPS page for this waybill's vehicle. */
  onShowPosition: (waybillNo: string) => void;
  back: ReactNode;
}

function WaybillPage({ waybill, onShowPosition, back }: WaybillPageProps) {
  const steps = [
    [text.created, waybill.createdAt],
    [text.departed, waybill.departedAt],
    [text.arrived, waybill.arrivedAt],
    [text.confirmed, waybill.confirmedAt],
  ] as const;

  return (
    <Stack aria-label={text.title}>
      <TitledCard title={`${text.title} ${waybill.documentNo}`}>
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
            [common.trayType, formatTrayType(waybill)],
            [common.quantity, waybill.quantity],
            [common.remark, waybill.remark],
          ]}
        />
      </TitledCard>
      <TitledCard title={text.vehicle}>
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
            <Button onClick={() => onShowPosition(waybill.documentNo)}>{text.gps}</Button>
          </Toolbar>
        )}
      </TitledCard>
      <TitledCard title={text.timeline}>
        <Steps>
          {steps.map(([label, at]) => (
            <Step key={label} $done={at !== null}>
              <div>{label}</div>
              <StepTime>{at ? formatDateTime(at) : text.notYet}</StepTime>
            </Step>
          ))}
        </Steps>
      </TitledCard>
      <Toolbar>{back}</Toolbar>
    </Stack>
  );
}
