import type { Transfer, TransferQuery, TransferStatus } from '../../../contract/stock';
import { formatDateTime, formatTrayType, usePermissions } from '../../../core';
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
  type DateRange,
  type TableColumn,
} from '../../../ui';
import { BulkImportButton } from '../../BulkImportButton';
import { ListToolbar } from '../../ListToolbar';
import { useApiAction, usePagedQuery, type PagedRequest } from '../../query';
import { movesApi, TRANSFER_LIST_CALL, TRANSFER_READS } from '../api';
import {
  common,
  DIRECTION_LABELS,
  disputeLabels,
  TRANSFER_STATUS_LABELS,
  transferLabels as text,
} from '../labels';

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

const toBody = ({ filters, paging }: PagedRequest<TransferFilters>): TransferQuery => ({
  ...paging,
  ...toQuery(filters),
});

/** 调拨记录: transfers I sent (cancellable while pending) and transfers sent to me. */
export function TransferList() {
  const { can } = usePermissions();
  const list = usePagedQuery<TransferFilters, Transfer>(TRANSFER_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  const { applied } = list;
  // Refused by the server (its message is toasted) when the receiver signed it meanwhile.
  const cancel = useApiAction({
    call: (transfer: Transfer) => movesApi.cancelTransfer(transfer.id),
    confirm: (transfer) => ({ message: text.confirmCancel(transfer.documentNo), confirmLabel: text.cancel }),
    success: text.cancelled,
    invalidates: TRANSFER_READS,
  });

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
    {
      key: 'correctedQuantity',
      title: disputeLabels.correctedColumn,
      align: 'right',
      render: (row) => row.correctedQuantity ?? '—',
    },
    { key: 'status', title: common.status, render: (row) => TRANSFER_STATUS_LABELS[row.status] },
    { key: 'disputeReason', title: disputeLabels.reasonColumn, render: (row) => row.disputeReason || '—' },
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
                    loading={cancel.running?.id === row.id}
                    onClick={() => void cancel.run(row)}
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
          actions={<BulkImportButton kind="transfer" />}
          listPath={TRANSFER_LIST_CALL}
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
