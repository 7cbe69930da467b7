import { useCallback, useEffect, type ReactNode } from 'react';
import type { Shipment, ShipmentQuery, ShipmentStatus } from '../../../contract/stock';
import { formatDateTime, usePermissions } from '../../../core';
import {
  DateRangePicker,
  Field,
  FilterBar,
  Select,
  TextInput,
  type DateRange,
  type TableColumn,
} from '../../../ui';
import { ExportButtons } from '../../../ui/ExportButtons';
import { useListFilters } from '../../../ui/use-list-filters';
import { useRemote } from '../../use-remote';
import { movesApi, openExport, PATHS } from '../api';
import { common, outEntryLabels, SHIPMENT_STATUS_LABELS } from '../labels';
import { dateFilters, setFilters } from '../list-query';
import { ListSection } from '../ListSection';
import { optionsWithAll } from '../options';
import { Toolbar } from '../layout';

interface ShipmentFilters {
  status: ShipmentStatus | '';
  keyword: string;
  dateRange: DateRange | null;
}

const NO_FILTERS: ShipmentFilters = { status: '', keyword: '', dateRange: null };

const STATUS_OPTIONS = optionsWithAll(SHIPMENT_STATUS_LABELS);

function toQuery(
  type: Shipment['type'],
  { status, keyword, dateRange }: ShipmentFilters,
): Omit<ShipmentQuery, 'pageNum' | 'pageSize'> {
  return { type, direction: 'out', ...setFilters({ status, keyword }), ...dateFilters(dateRange) };
}

interface ShipmentListProps {
  type: Shipment['type'];
  caption: string;
  keywordPlaceholder: string;
  /** The export button's permission code; no export without one. */
  exportCode?: string;
  /** Bumped by the page after it created a shipment, so the list shows it. */
  refreshKey: number;
  /** Page actions shown beside the export buttons (e.g. 出库). */
  actions?: ReactNode;
}

/** My outgoing shipments of one type (sale outbound or circulation), newest first. */
export function ShipmentList({
  type,
  caption,
  keywordPlaceholder,
  exportCode,
  refreshKey,
  actions,
}: ShipmentListProps) {
  const { can } = usePermissions();
  const list = useListFilters(NO_FILTERS);
  const { applied, paging } = list;
  const load = useCallback(
    (signal: AbortSignal) => movesApi.shipmentList({ ...paging, ...toQuery(type, applied) }, { signal }),
    [applied, paging, type],
  );
  const { data: page, loading, error, reload } = useRemote(load);
  // A new refreshKey means the page created a shipment: show it.
  useEffect(() => {
    if (refreshKey) reload();
  }, [refreshKey, reload]);

  const columns: TableColumn<Shipment>[] = [
    { key: 'documentNo', title: common.documentNo },
    { key: 'fromWarehouseName', title: outEntryLabels.fromWarehouse },
    { key: 'toCompanyName', title: outEntryLabels.to },
    { key: 'toWarehouseName', title: outEntryLabels.toWarehouse },
    {
      key: 'trayTypeName',
      title: common.trayType,
      render: (row) => `${row.trayTypeCode} ${row.trayTypeName}`,
    },
    { key: 'quantity', title: common.quantity, align: 'right' },
    { key: 'plateNumber', title: common.plateNumber },
    { key: 'status', title: common.status, render: (row) => SHIPMENT_STATUS_LABELS[row.status] },
    { key: 'createdAt', title: common.createdAt, render: (row) => formatDateTime(row.createdAt) },
  ];

  const exportAllowed = exportCode !== undefined && can(exportCode);
  return (
    <section aria-label={caption}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={loading}>
        <Field label={common.status} layout="horizontal">
          <Select
            options={STATUS_OPTIONS}
            value={list.draft.status}
            onChange={(status) => list.setDraft((current) => ({ ...current, status }))}
          />
        </Field>
        <Field label={common.keyword} layout="horizontal">
          <TextInput
            value={list.draft.keyword}
            placeholder={keywordPlaceholder}
            onChange={(event) => list.setDraft((current) => ({ ...current, keyword: event.target.value }))}
          />
        </Field>
        <Field label={common.dateRange} layout="horizontal">
          <DateRangePicker
            value={list.draft.dateRange}
            onChange={(dateRange) => list.setDraft((current) => ({ ...current, dateRange }))}
          />
        </Field>
      </FilterBar>
      {(actions || exportAllowed) && (
        <Toolbar>
          {actions}
          {exportAllowed && (
            <ExportButtons
              label={common.export}
              onExport={(format) => openExport(PATHS.shipmentList, format, toQuery(type, applied))}
            />
          )}
        </Toolbar>
      )}
      <ListSection
        caption={caption}
        columns={columns}
        rowKey="id"
        page={page}
        loading={loading}
        error={error}
        onRetry={reload}
        paging={paging}
        onPage={list.setPaging}
      />
    </section>
  );
}
