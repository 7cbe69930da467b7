import type { ReactNode } from 'react';
import type { PermissionCode } from '../../../contract/permissions';
import type { Shipment, ShipmentQuery, ShipmentStatus } from '../../../contract/stock';
import { formatDateTime, formatTrayType } from '../../../core';
import {
  FilterBar,
  KeywordDateFields,
  PagedTable,
  SelectFilter,
  dateFilters,
  optionsWithAll,
  setFilters,
  type DateRange,
  type TableColumn,
} from '../../../ui';
import { ListToolbar } from '../../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../../query';
import { SHIPMENT_LIST_CALL } from '../api';
import { common, outEntryLabels, SHIPMENT_STATUS_LABELS } from '../labels';

interface ShipmentFilters {
  status: ShipmentStatus | '';
  keyword: string;
  dateRange: DateRange | null;
}

const NO_FILTERS: ShipmentFilters = { status: '', keyword: '', dateRange: null };

const statusOptions = () => optionsWithAll(SHIPMENT_STATUS_LABELS);

function toQuery(
  type: Shipment['type'],
  { status, keyword, dateRange }: ShipmentFilters,
): Omit<ShipmentQuery, 'pageNum' | 'pageSize'> {
  return { type, direction: 'out', ...setFilters({ status, keyword }), ...dateFilters(dateRange) };
}

/** The request of the list of one type; pure (the body is the cache key). */
const toBodyOf =
  (type: Shipment['type']) =>
  ({ filters, paging }: PagedRequest<ShipmentFilters>): ShipmentQuery => ({
    ...paging,
    ...toQuery(type, filters),
  });

interface ShipmentListProps {
  type: Shipment['type'];
  caption: string;
  keywordPlaceholder: string;
  /** The export buttons' permission code. */
  exportCode: PermissionCode;
  /** Page actions shown beside the export buttons (e.g. 出库). */
  actions?: ReactNode;
}

/** My outgoing shipments of one type (sale outbound or circulation), newest first. */
export function ShipmentList({ type, caption, keywordPlaceholder, exportCode, actions }: ShipmentListProps) {
  // A shipment created on the page refreshes this list through the cache (SHIPMENT_READS).
  const list = usePagedQuery<ShipmentFilters, Shipment>(SHIPMENT_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody: toBodyOf(type),
  });
  const { applied } = list;

  const columns: TableColumn<Shipment>[] = [
    { key: 'documentNo', title: common.documentNo },
    { key: 'fromWarehouseName', title: outEntryLabels.fromWarehouse },
    { key: 'toCompanyName', title: outEntryLabels.to },
    { key: 'toWarehouseName', title: outEntryLabels.toWarehouse },
    {
      key: 'trayTypeName',
      title: common.trayType,
      render: (row) => formatTrayType(row),
    },
    { key: 'quantity', title: common.quantity, align: 'right' },
    { key: 'plateNumber', title: common.plateNumber },
    { key: 'status', title: common.status, render: (row) => SHIPMENT_STATUS_LABELS[row.status] },
    { key: 'createdAt', title: common.createdAt, render: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <section aria-label={caption}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <SelectFilter list={list} name="status" label={common.status} options={statusOptions()} />
        <KeywordDateFields list={list} keywordPlaceholder={keywordPlaceholder} />
      </FilterBar>
      <ListToolbar
        actions={actions}
        listPath={SHIPMENT_LIST_CALL}
        filters={toQuery(type, applied)}
        label={common.export}
        code={exportCode}
      />
      <PagedTable list={list} caption={caption} columns={columns} rowKey="id" emptyText={common.empty} />
    </section>
  );
}
