import { useCallback } from 'react';
import { formatDateTime, maskPhone } from '../../core';
import { Button, Card, Details, Empty, LoadError, Loading, PageHeader, Table, Toolbar } from '../../ui';
import { useRemote } from '../use-remote';
import { useEmit } from '../widget-context';
import { returnsApi, type ReturnListKind } from './api';
import {
  CHANNEL_LABELS,
  RETURN_STATUS_LABELS,
  common,
  detailLabels as text,
  formLabels,
  toDoorLabels,
} from './labels';
import { Stack } from './layout';
import { LIST_PAGE, navigate } from './navigation';

const TITLES: Record<ReturnListKind, string> = {
  toDoor: text.toDoorTitle,
  self: text.selfTitle,
  factory: text.factoryTitle,
};

/** 上门取件详情, 自行归还详情, 工厂归还详情: one return, its state timeline and its good/damaged/lost. */
export function ReturnDetail({ kind, id }: { kind: ReturnListKind; id: string }) {
  const emit = useEmit();
  const load = useCallback((signal: AbortSignal) => returnsApi.detail(kind, id, { signal }), [kind, id]);
  const { data: item, loading, error, reload } = useRemote(load);
  const back = (
    <Toolbar>
      <Button onClick={() => navigate(emit, LIST_PAGE[kind])}>{common.back}</Button>
    </Toolbar>
  );
  if (error)
    return (
      <>
        <LoadError message={error} onRetry={reload} />
        {back}
      </>
    );
  if (!item) return loading ? <Loading /> : <Empty text={common.notFound} />;

  const channelItems =
    item.channel === 'toDoor'
      ? ([
          [toDoorLabels.pickupDate, item.pickupDate],
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
    <Stack aria-label={TITLES[kind]}>
      <Card aria-labelledby="yp-return-title">
        <PageHeader title={<span id="yp-return-title">{`${TITLES[kind]} ${item.documentNo}`}</span>} />
        <Details
          items={[
            [common.documentNo, item.documentNo],
            [common.channel, CHANNEL_LABELS[item.channel]],
            [common.status, <span data-testid="return-status">{RETURN_STATUS_LABELS[item.status]}</span>],
            [common.warehouse, item.warehouseName],
            [common.trayType, `${item.trayTypeCode} ${item.trayTypeName}`],
            ...channelItems,
            [common.remark, item.remark],
          ]}
        />
      </Card>
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
      {back}
    </Stack>
  );
}
