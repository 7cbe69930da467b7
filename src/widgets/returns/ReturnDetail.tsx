import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatTrayType, maskPhone } from '../../core';
import type { TrayReturnDetail } from '../../contract/returns';
import { Button, Card, Details, DetailStates, Stack, Table, TitledCard, Toolbar } from '../../ui';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { RETURN_DETAIL_CALL, type ReturnListKind } from './api';
import {
  CHANNEL_LABELS,
  RETURN_STATUS_LABELS,
  common,
  detailLabels as text,
  formLabels,
  toDoorLabels,
} from './labels';
import { LIST_PAGE, navigate } from './navigation';

const detailTitles = (): Record<ReturnListKind, string> => ({
  toDoor: text.toDoorTitle,
  self: text.selfTitle,
  factory: text.factoryTitle,
});

/** 上门取件详情, 自行归还详情, 工厂归还详情: one return, its state timeline and its good/damaged/lost. */
export function ReturnDetail({ kind, id }: { kind: ReturnListKind; id: string }) {
  const emit = useEmit();
  const item = useApiQuery<TrayReturnDetail>(RETURN_DETAIL_CALL[kind], { id });
  const back = <Button onClick={() => navigate(emit, LIST_PAGE[kind])}>{common.back}</Button>;
  return (
    <DetailStates state={item} notFoundText={common.notFound} back={back}>
      {(data) => <ReturnDocument title={detailTitles()[kind]} item={data} back={back} />}
    </DetailStates>
  );
}

function ReturnDocument({ title, item, back }: { title: string; item: TrayReturnDetail; back: ReactNode }) {
  const channelItems =
    item.channel === 'toDoor'
      ? ([
          [toDoorLabels.pickupDate, formatDate(item.pickupDate)],
          [toDoorLabels.contact, item.contact],
          [toDoorLabels.phone, maskPhone(item.phone)],
          [toDoorLabels.pickedQuantity, item.pickedQuantity],
        ] as const)
      : ([
          [common.depot, item.depotName],
          [common.plateNumber, item.plateNumber],
          ...(item.channel === 'self' ? [[formLabels.expectedDate, item.expectedDate] as const] : []),
          ...(item.returnNumber ? [[common.returnNumber, item.returnNumber] as const] : []),
        ] as const);
  const counts = {
    key: item.documentNo,
    quantity: item.quantity,
    good: item.goodQuantity ?? '—',
    damaged: item.damagedQuantity ?? '—',
    lost: item.lostQuantity ?? '—',
  };
  return (
    <Stack aria-label={title}>
      <TitledCard title={`${title} ${item.documentNo}`}>
        <Details
          items={[
            [common.documentNo, item.documentNo],
            [common.channel, CHANNEL_LABELS[item.channel]],
            [common.status, <span data-testid="return-status">{RETURN_STATUS_LABELS[item.status]}</span>],
            [common.warehouse, item.warehouseName],
            [common.trayType, formatTrayType(item)],
            ...channelItems,
            [common.remark, item.remark],
          ]}
        />
      </TitledCard>
      <Card aria-label={text.quantities}>
        <Table
          caption={text.quantities}
          rowKey="key"
          rows={[counts]}
          columns={[
            { key: 'quantity', title: text.declared, align: 'right' },
            { key: 'good', title: common.good, align: 'right' },
            { key: 'damaged', title: common.damaged, align: 'right' },
            { key: 'lost', title: common.lost, align: 'right' },
          ]}
        />
      </Card>
      <Card aria-label={text.timeline}>
        <Table
          caption={text.timeline}
          rowKey="status"
          rows={item.timeline.map((step) => ({
            status: step.status,
            label: RETURN_STATUS_LABELS[step.status],
            at: formatDateTime(step.at),
          }))}
          columns={[
            { key: 'label', title: common.status },
            { key: 'at', title: text.time },
          ]}
        />
      </Card>
      <Toolbar>{back}</Toolbar>
    </Stack>
  );
}
