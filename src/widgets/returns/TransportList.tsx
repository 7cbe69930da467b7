import { useState } from 'react';
import type { TransportRecord, TransportRecordQuery, TransportRecordStatus } from '../../contract/returns';
import { formatDateTime, usePermissions } from '../../core';
import {
  Button,
  FilterBar,
  KeywordDateFields,
  PagedTable,
  RowActions,
  Tabs,
  Toolbar,
  dateFilters,
  setFilters,
  type DateRange,
  type TableColumn,
} from '../../ui';
import { ListExportButtons } from '../ListExportButtons';
import { usePagedList, type PagedListRequest } from '../use-paged-list';
import { PATHS, returnsApi } from './api';
import { TRANSPORT_CODES } from './codes';
import { ConfirmReturnDialog } from './ConfirmReturnDialog';

import { RECORD_STATUS_LABELS, common, transportLabels as text } from './labels';

interface Filters {
  status: TransportRecordStatus | '';
  keyword: string;
  dateRange: DateRange | null;
}
const NO_FILTERS: Filters = { status: '', keyword: '', dateRange: null };
const TABS = [
  { key: '' as const, label: common.all },
  ...(Object.keys(RECORD_STATUS_LABELS) as TransportRecordStatus[]).map((key) => ({
    key,
    label: RECORD_STATUS_LABELS[key],
  })),
];

const toQuery = ({
  status,
  keyword,
  dateRange,
}: Filters): Omit<TransportRecordQuery, 'pageNum' | 'pageSize'> => ({
  ...setFilters({ status, keyword }),
  ...dateFilters(dateRange),
});
const load = ({ filters, paging }: PagedListRequest<Filters>, signal: AbortSignal) =>
  returnsApi.transportList({ ...paging, ...toQuery(filters) }, { signal });

/** 运输记录: the platform's transports of my pallets to its depots; 确认归还 turns one into a return. */
export function TransportList() {
  const { can } = usePermissions();
  const list = usePagedList(NO_FILTERS, load);
  const { applied, reload } = list;
  const [confirming, setConfirming] = useState<TransportRecord | null>(null);

  const columns: TableColumn<TransportRecord>[] = [
    { key: 'recordNo', title: text.recordNo },
    { key: 'waybillNo', title: text.waybillNo },
    { key: 'warehouseName', title: common.warehouse },
    { key: 'depotName', title: common.depot },
    { key: 'trayTypeName', title: common.trayType, render: (r) => `${r.trayTypeCode} ${r.trayTypeName}` },
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
            <Button
              size="small"
              variant="text"
              aria-label={`${text.confirm} ${row.recordNo}`}
              onClick={() => setConfirming(row)}
            >
              {text.confirm}
            </Button>
          </RowActions>
        ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <Tabs
        items={TABS}
        active={applied.status}
        onChange={(status) => list.applyNow((c) => ({ ...c, status }))}
        aria-label={common.statusTabs}
      >
        <FilterBar
          onSearch={list.search}
          onReset={() => list.applyNow(() => ({ ...NO_FILTERS, status: applied.status }))}
          searching={list.loading}
        >
          <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
        </FilterBar>
        <Toolbar>
          <ListExportButtons
            listPath={PATHS.transportList}
            filters={toQuery(applied)}
            label={common.export}
            code={TRANSPORT_CODES.export}
          />
        </Toolbar>
        <PagedTable
          list={list}
          caption={text.caption}
          columns={columns}
          rowKey="id"
          emptyText={common.empty}
        />
      </Tabs>
      {confirming && (
        <ConfirmReturnDialog
          record={confirming}
          onClose={() => setConfirming(null)}
          onConfirmed={() => {
            setConfirming(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
