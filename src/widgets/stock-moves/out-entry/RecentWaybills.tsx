import { useEffect } from 'react';
import type { Waybill } from '../../../contract/transport';
import { formatDateTime, formatTrayType } from '../../../core';
import { PagedTable, RowActionButton, RowActions, type TableColumn } from '../../../ui';
import { usePagedList, type PagedListRequest } from '../../use-paged-list';
import { useEmit } from '../../widget-context';
import { movesApi } from '../api';
import { common, outEntryLabels as text } from '../labels';
import { navigate, OUT_DETAIL_PATH } from '../navigation';

const load = ({ paging }: PagedListRequest<object>, signal: AbortSignal) =>
  movesApi.waybillList(paging, { signal });

/**
 * My newest waybills (a sale outbound is a waybill since issue 4); each opens its detail on the transport
 * pages (出库管理), where departure, arrival and confirmation are followed.
 */
export function RecentWaybills({ refreshKey }: { refreshKey: number }) {
  const emit = useEmit();
  const list = usePagedList({}, load);
  const { reload } = list;
  // A new refreshKey means the page created a waybill: show it.
  useEffect(() => {
    if (refreshKey) reload();
  }, [refreshKey, reload]);

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
    { key: 'status', title: common.status, render: (row) => text.waybillStatus[row.status] },
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
