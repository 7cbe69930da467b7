import type { Transfer, TransferQuery } from '../../contract/stock';
import { TRANSFER_STATUS_LABELS } from '../../contract/stock';
import { formatDateTime, formatTrayType, usePermissions } from '../../core';
import { PagedTable, RowActionButton, RowActions, type TableColumn } from '../../ui';
import { C1_CODES, STOCK_READS } from '../balances';
import { useApiAction, usePagedQuery } from '../query';
import { documentApi, TRANSFER_LIST_CALL } from './api';
import { common, downstream } from './labels';
import { pallets } from './figures-format';

const text = downstream.circulateOut;
const SENT: Omit<TransferQuery, 'pageNum' | 'pageSize'> = { direction: 'out' };

/** 调拨单: the transfers the downstream customer sent; one still waiting for its receiver can be cancelled. */
export function TransferOutList() {
  const { can } = usePermissions();
  const cancellable = (row: Transfer) => row.status === 'pending' && can(C1_CODES.cancelTransfer);
  const list = usePagedQuery<object, Transfer>(TRANSFER_LIST_CALL, {
    initialFilters: {},
    toBody: ({ paging }) => ({ ...paging, ...SENT }),
  });
  const cancel = useApiAction({
    call: (row: Transfer) => documentApi.cancelTransfer(row.id),
    confirm: (row) => ({
      message: text.cancelQuestion(row.documentNo, row.toCompanyName),
      confirmLabel: text.cancelTransfer,
    }),
    success: text.cancelled,
    invalidates: STOCK_READS,
  });
  const columns: TableColumn<Transfer>[] = [
    { key: 'documentNo', title: common.documentNo },
    { key: 'toCompanyName', title: text.toCompany },
    { key: 'fromWarehouseName', title: common.warehouse },
    { key: 'trayTypeName', title: common.trayType, render: formatTrayType },
    { key: 'quantity', title: common.quantity, align: 'right', render: (row) => pallets(row.quantity) },
    { key: 'status', title: text.status, render: (row) => TRANSFER_STATUS_LABELS[row.status] },
    { key: 'createdAt', title: common.time, render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'actions',
      title: common.actions,
      render: (row) =>
        cancellable(row) && (
          <RowActions>
            <RowActionButton
              label={text.cancelTransfer}
              subject={row.documentNo}
              loading={cancel.running === row}
              onClick={() => void cancel.run(row)}
            />
          </RowActions>
        ),
    },
  ];
  return (
    <PagedTable
      list={list}
      caption={text.transfersCaption}
      columns={columns}
      rowKey="id"
      emptyText={text.transfersEmpty}
    />
  );
}
