import { useState } from 'react';
import type { TransportRecord, TransportRecordQuery, TransportRecordStatus } from '../../contract/returns';
import { formatDateTime, formatTrayType, usePermissions } from '../../core';
import {
  FilterBar,
  FilterTabs,
  KeywordDateFields,
  PagedTable,
  RowActionButton,
  RowActions,
  dateFilters,
  setFilters,
  tabItemsOf,
  type DateRange,
  type TableColumn,
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../query';
import { TRANSPORT_LIST_CALL } from './api';
import { TRANSPORT_CODES } from './codes';
import { ConfirmReturnDialog } from './ConfirmReturnDialog';

import { RECORD_STATUS_LABELS, common, transportLabels as text } from './labels';

interface Filters {
  status: TransportRecordStatus | '';
  keyword: string;
  dateRange: DateRange | null;
}
const NO_FILTERS: Filters = { status: '', keyword: '', dateRange: null };
const transportTabs = () => [{ key: '' as const, label: common.all }, ...tabItemsOf(RECORD_STATUS_LABELS)];

const toQuery = ({
  status,
  keyword,
  dateRange,
}: Filters): Omit<TransportRecordQuery, 'pageNum' | 'pageSize'> => ({
  ...setFilters({ status, keyword }),
  ...dateFilters(dateRange),
});
const toBody = ({ filters, paging }: PagedRequest<Filters>): TransportRecordQuery => ({
  ...paging,
  ...toQuery(filters),
});

/** 运输记录: the platform's transports of my pallets to its depots; 确认归还 turns one into a return. */
export function TransportList() {
  const { can } = usePermissions();
  const list = usePagedQuery<Filters, TransportRecord>(TRANSPORT_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  const { applied } = list;
  const [confirming, setConfirming] = useState<TransportRecord | null>(null);

  const columns: TableColumn<TransportRecord>[] = [
    { key: 'recordNo', title: text.recordNo },
    { key: 'waybillNo', title: text.waybillNo },
    { key: 'warehouseName', title: common.warehouse },
    { key: 'depotName', title: common.depot },
    { key: 'trayTypeName', title: common.trayType, render: (r) => formatTrayType(r) },
    { key: 'quantity', title: common.quantity, align: 'right' },
    {
      key: 'split',
      title: `${common.good} / ${common.damaged} / ${common.lost}`,
      align: 'right',
      render: (r) => `${r.goodQuantity} / ${r.damagedQuantity} / ${r.lostQuantity}`,
    },
    { key: 'plateNumber', title: common.plateNumber },
    { key: 'arrivedAt', title: text.arrivedAt, render: (r) => formatDateTime(r.arrivedAt) },
    { key: 'status', title: common.status, render: (r) => RECORD_STATUS_LABELS[r.status] },
    { key: 'returnNumber', title: common.returnNumber },
    {
      key: 'actions',
      title: common.actions,
      render: (row) =>
        row.status === 'pending' &&
        can(TRANSPORT_CODES.confirm) && (
          <RowActions>
            <RowActionButton label={text.confirm} subject={row.recordNo} onClick={() => setConfirming(row)} />
          </RowActions>
        ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <FilterTabs list={list} name="status" items={transportTabs()} aria-label={common.statusTabs}>
        <FilterBar
          onSearch={list.search}
          onReset={() => list.resetKeeping('status')}
          searching={list.loading}
        >
          <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
        </FilterBar>
        <ListToolbar
          listPath={TRANSPORT_LIST_CALL}
          filters={toQuery(applied)}
          label={common.export}
          code={TRANSPORT_CODES.export}
        />
        <PagedTable
          list={list}
          caption={text.caption}
          columns={columns}
          rowKey="id"
          emptyText={common.empty}
        />
      </FilterTabs>
      {confirming && (
        <ConfirmReturnDialog
          record={confirming}
          onClose={() => setConfirming(null)}
          onConfirmed={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
