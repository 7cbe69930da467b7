import { WAYBILL_STATUS_LABELS, type Waybill, type WaybillQuery } from '../../../contract/transport';
import { formatDateTime, formatTrayType } from '../../../core';
import { PagedTable, RowActionButton, RowActions, type TableColumn } from '../../../ui';
import { usePagedQuery, type PagedRequest } from '../../query';
import { useEmit } from '../../widget-context';
import { WAYBILL_LIST_CALL } from '../api';
import { common, outEntryLabels as text } from '../labels';
import { navigate, OUT_DETAIL_PATH } from '../navigation';

const NO_FILTERS = {};
const toBody = ({ paging }: PagedRequest<object>): WaybillQuery => paging;

/**
 * My newest waybills (a sale outbound is a waybill since issue 4); each opens its detail on the transport
 * pages (出库管理), where departure, arrival and confirmation are followed. A sale outbound created on the
 * page refreshes it through the cache (SHIPMENT_READS).
 */
export function RecentWaybills() {
  const emit = useEmit();
  const list = usePagedQuery<object, Waybill>(WAYBILL_LIST_CALL, { initialFilters: NO_FILTERS, toBody });

  const columns: TableColumn<Waybill>[] = [
    { key: 'documentNo', title: text.waybillNo },
    { key: 'fromWarehouseName', title: text.fromWarehouse },
    { key: 'toCompanyName', title: text.to },
    { key: 'toWarehouseName', title: text.toWarehouse },
    {
      key: 'trayTypeName',
      title: common.trayType,
      render: (row) => formatTrayType(row),
    },
    { key: 'quantity', title: common.quantity, align: 'right' },
    { key: 'plateNumber', title: common.plateNumber },
    { key: 'status', title: common.status, render: (row) => WAYBILL_STATUS_LABELS[row.status] },
    { key: 'createdAt', title: common.createdAt, render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'actions',
      title: common.actions,
      render: (row: Waybill) => (
        <RowActions>
          <RowActionButton
            label={text.viewWaybill}
            subject={row.documentNo}
            onClick={() => navigate(emit, OUT_DETAIL_PATH, { id: row.id })}
          />
        </RowActions>
      ),
    },
  ];
  return (
    <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={common.empty} />
  );
}
