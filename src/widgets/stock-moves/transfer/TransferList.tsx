import { useState } from 'react';
import type { Transfer, TransferQuery, TransferStatus } from '../../../contract/stock';
import { formatDateTime, formatTrayType, toastBus, usePermissions } from '../../../core';
import {
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
  tabItemsOf,
  useConfirm,
  type DateRange,
  type TableColumn,
} from '../../../ui';
import { ListToolbar } from '../../ListToolbar';
import { usePagedList, type PagedListRequest } from '../../use-paged-list';
import { movesApi, PATHS } from '../api';
import { common, DIRECTION_LABELS, TRANSFER_STATUS_LABELS, transferLabels as text } from '../labels';

type Direction = 'out' | 'in';

interface TransferFilters {
  direction: Direction;
  status: TransferStatus | '';
  keyword: string;
  dateRange: DateRange | null;
}

const NO_FILTERS: TransferFilters = { direction: 'out', status: '', keyword: '', dateRange: null };

const DIRECTION_TABS = tabItemsOf<Direction>(DIRECTION_LABELS);
const STATUS_OPTIONS = optionsWithAll(TRANSFER_STATUS_LABELS);

function toQuery({
  direction,
  status,
  keyword,
  dateRange,
}: TransferFilters): Omit<TransferQuery, 'pageNum' | 'pageSize'> {
  return { ...setFilters({ direction, status, keyword }), ...dateFilters(dateRange) };
}

const load = ({ filters, paging }: PagedListRequest<TransferFilters>, signal: AbortSignal) =>
  movesApi.transferList({ ...paging, ...toQuery(filters) }, { signal });

/** 调拨记录: transfers I sent (cancellable while pending) and transfers sent to me. */
export function TransferList() {
  const { can } = usePermissions();
  const confirm = useConfirm();
  const list = usePagedList(NO_FILTERS, load);
  const { applied, reload } = list;
  const [cancelling, setCancelling] = useState<string | null>(null);

  const cancel = async (transfer: Transfer) => {
    if (!(await confirm({ message: text.confirmCancel(transfer.documentNo), confirmLabel: text.cancel })))
      return;
    setCancelling(transfer.id);
    try {
      await movesApi.cancelTransfer(transfer.id);
      toastBus.show({ message: text.cancelled, tone: 'success' });
      reload();
    } catch {
      // The http client has shown the server's message (e.g. the receiver signed it meanwhile).
    } finally {
      setCancelling(null);
    }
  };

  const canCancel = can('yelopack-stock-transfer-cancel');
  const columns: TableColumn<Transfer>[] = [
    { key: 'documentNo', title: common.documentNo },
    applied.direction === 'out'
      ? { key: 'toCompanyName', title: text.to }
      : { key: 'fromCompanyName', title: text.from },
    { key: 'fromWarehouseName', title: text.fromWarehouse },
    { key: 'toWarehouseName', title: text.toWarehouse },
    {
      key: 'trayTypeName',
      title: common.trayType,
      render: (row) => formatTrayType(row),
    },
    { key: 'quantity', title: common.quantity, align: 'right' },
    { key: 'status', title: common.status, render: (row) => TRANSFER_STATUS_LABELS[row.status] },
    { key: 'createdAt', title: common.createdAt, render: (row) => formatDateTime(row.createdAt) },
    { key: 'remark', title: common.remark },
    ...(applied.direction === 'out' && canCancel
      ? [
          {
            key: 'actions',
            title: common.actions,
            render: (row: Transfer) =>
              row.status === 'pending' && (
                <RowActions>
                  <RowActionButton
                    label={text.cancel}
                    subject={row.documentNo}
                    loading={cancelling === row.id}
                    onClick={() => cancel(row)}
                  />
                </RowActions>
              ),
          },
        ]
      : []),
  ];

  return (
    <section aria-label={text.title}>
      <FilterTabs list={list} name="direction" items={DIRECTION_TABS} aria-label={text.directionTabs}>
        <FilterBar
          onSearch={list.search}
          onReset={() => list.resetKeeping('direction')}
          searching={list.loading}
        >
          <SelectFilter list={list} name="status" label={common.status} options={STATUS_OPTIONS} />
          <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
        </FilterBar>
        <ListToolbar
          listPath={PATHS.transferList}
          filters={toQuery(applied)}
          label={common.export}
          code="yelopack-stock-transfer-export"
        />
        <PagedTable
          list={list}
          caption={text.caption}
          columns={columns}
          rowKey="id"
          emptyText={common.empty}
        />
      </FilterTabs>
    </section>
  );
}
