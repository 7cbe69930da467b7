import { useState } from 'react';
import type { ReturnChannel, ReturnQuery, ReturnStatus, TrayReturn } from '../../contract/returns';
import { formatDate, formatDateTime, formatTrayType, maskPhone, usePermissions } from '../../core';
import {
  Button,
  FilterBar,
  FilterTabs,
  KeywordDateFields,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  dateFilters,
  optionsWithAll,
  setFilters,
  type DateRange,
  type TableColumn,
} from '../../ui';
import { BulkImportButton } from '../BulkImportButton';
import { ListToolbar } from '../ListToolbar';
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { RETURN_LIST_CALL, RETURN_READS, returnsApi, type ReturnListKind } from './api';
import { GO_RETURN, LIST_CODES } from './codes';

import {
  CHANNEL_LABELS,
  DOOR_STATUSES,
  RETURN_STATUS_LABELS,
  SELF_STATUSES,
  common,
  factoryLabels,
  selfLabels,
  toDoorLabels,
} from './labels';
import { DETAIL_PAGE, navigate } from './navigation';
import { ReturnFormDialog } from './ReturnFormDialog';

interface Filters {
  status: ReturnStatus | '';
  channel: ReturnChannel | '';
  keyword: string;
  dateRange: DateRange | null;
}
const NO_FILTERS: Filters = { status: '', channel: '', keyword: '', dateRange: null };

const TEXT = { toDoor: toDoorLabels, self: selfLabels, factory: factoryLabels } as const;
const statusTabs = (): Partial<Record<ReturnListKind, { key: ReturnStatus | ''; label: string }[]>> => ({
  toDoor: [
    { key: '', label: common.all },
    ...DOOR_STATUSES.map((key) => ({ key, label: RETURN_STATUS_LABELS[key] })),
  ],
  self: [
    { key: '', label: common.all },
    ...SELF_STATUSES.map((key) => ({ key, label: RETURN_STATUS_LABELS[key] })),
  ],
});
const channelOptions = () => optionsWithAll(CHANNEL_LABELS);

const toQuery = ({
  status,
  channel,
  keyword,
  dateRange,
}: Filters): Omit<ReturnQuery, 'pageNum' | 'pageSize'> => ({
  ...setFilters({ status, channel, keyword }),
  ...dateFilters(dateRange),
});
const toBody = ({ filters, paging }: PagedRequest<Filters>): ReturnQuery => ({
  ...paging,
  ...toQuery(filters),
});
const split = (row: TrayReturn) =>
  row.goodQuantity === null
    ? '—'
    : `${row.goodQuantity} / ${row.damagedQuantity ?? 0} / ${row.lostQuantity ?? 0}`;

function columnsOf(kind: ReturnListKind): TableColumn<TrayReturn>[] {
  const tray: TableColumn<TrayReturn> = {
    key: 'trayTypeName',
    title: common.trayType,
    render: (row) => formatTrayType(row),
  };
  const quantity: TableColumn<TrayReturn> = { key: 'quantity', title: common.quantity, align: 'right' };
  const status: TableColumn<TrayReturn> = {
    key: 'status',
    title: common.status,
    render: (row) => RETURN_STATUS_LABELS[row.status],
  };
  const received: TableColumn<TrayReturn> = {
    key: 'split',
    title: `${common.good} / ${common.damaged} / ${common.lost}`,
    align: 'right',
    render: split,
  };
  const head: TableColumn<TrayReturn>[] = [
    { key: 'documentNo', title: common.documentNo },
    { key: 'warehouseName', title: common.warehouse },
    tray,
    quantity,
  ];
  if (kind === 'toDoor')
    return [
      ...head,
      {
        key: 'pickedQuantity',
        title: toDoorLabels.pickedQuantity,
        align: 'right',
        render: (r) => r.pickedQuantity ?? '—',
      },
      received,
      { key: 'pickupDate', title: toDoorLabels.pickupDate, render: (r) => formatDate(r.pickupDate) },
      { key: 'contact', title: toDoorLabels.contact, render: (r) => `${r.contact} ${maskPhone(r.phone)}` },
      status,
      { key: 'createdAt', title: common.createdAt, render: (r) => formatDateTime(r.createdAt) },
    ];
  if (kind === 'self')
    return [
      ...head,
      received,
      { key: 'depotName', title: common.depot },
      { key: 'plateNumber', title: common.plateNumber },
      { key: 'expectedDate', title: selfLabels.expectedDate, render: (r) => formatDate(r.expectedDate) },
      status,
      { key: 'createdAt', title: common.createdAt, render: (r) => formatDateTime(r.createdAt) },
    ];
  return [
    ...head,
    { key: 'channel', title: common.channel, render: (r) => CHANNEL_LABELS[r.channel] },
    received,
    { key: 'returnNumber', title: common.returnNumber },
    { key: 'receivedAt', title: common.receivedAt, render: (r) => formatDateTime(r.receivedAt) },
  ];
}

/** 上门取件, 自行归还 and 工厂归还列表: the company's returns, filtered, paged, exported. */
export function ReturnList({ kind }: { kind: ReturnListKind }) {
  const text = TEXT[kind];
  const { can } = usePermissions();
  const emit = useEmit();
  const list = usePagedQuery<Filters, TrayReturn>(RETURN_LIST_CALL[kind], {
    initialFilters: NO_FILTERS,
    toBody,
  });
  const [formOpen, setFormOpen] = useState(0);
  const codes = LIST_CODES[kind];
  const canGoReturn = kind !== 'factory' && can(GO_RETURN);
  const cancel = useApiAction({
    call: (row: TrayReturn) => returnsApi.cancel(row.id),
    confirm: (row) => ({
      message: toDoorLabels.confirmCancel(row.documentNo),
      confirmLabel: toDoorLabels.confirmCancelLabel,
    }),
    success: toDoorLabels.cancelled,
    invalidates: RETURN_READS,
  });

  const actions: TableColumn<TrayReturn> = {
    key: 'actions',
    title: common.actions,
    render: (row) => (
      <RowActions>
        {can(codes.check) && (
          <RowActionButton
            label={common.view}
            subject={row.documentNo}
            onClick={() => navigate(emit, DETAIL_PAGE[kind], { id: row.id })}
          />
        )}
        {kind === 'toDoor' && row.status === 'booked' && canGoReturn && (
          <RowActionButton
            label={common.cancel}
            subject={row.documentNo}
            loading={cancel.running?.id === row.id}
            onClick={() => void cancel.run(row)}
          />
        )}
      </RowActions>
    ),
  };

  const filterBar = (
    <FilterBar onSearch={list.search} onReset={() => list.resetKeeping('status')} searching={list.loading}>
      {kind === 'factory' && (
        <SelectFilter list={list} name="channel" label={common.channel} options={channelOptions()} />
      )}
      <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
    </FilterBar>
  );
  const body = (
    <>
      {filterBar}
      <ListToolbar
        actions={
          <>
            {canGoReturn && (
              <Button variant="primary" onClick={() => setFormOpen((n) => n + 1)}>
                {toDoorLabels.goReturn}
              </Button>
            )}
            {kind === 'toDoor' && <BulkImportButton kind="return" />}
          </>
        }
        listPath={RETURN_LIST_CALL[kind]}
        filters={toQuery(list.applied)}
        label={common.export}
        code={codes.export}
      />
      <PagedTable
        list={list}
        caption={text.caption}
        columns={[...columnsOf(kind), actions]}
        rowKey="id"
        emptyText={common.empty}
      />
      {formOpen > 0 && (
        <ReturnFormDialog
          key={formOpen}
          initialChannel={kind === 'self' ? 'self' : 'toDoor'}
          onClose={() => setFormOpen(0)}
          onCreated={() => setFormOpen(0)}
        />
      )}
    </>
  );
  const tabs = statusTabs()[kind];
  return (
    <section aria-label={text.title}>
      {tabs ? (
        <FilterTabs list={list} name="status" items={tabs} aria-label={common.statusTabs}>
          {body}
        </FilterTabs>
      ) : (
        body
      )}
    </section>
  );
}
