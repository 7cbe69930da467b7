import { useState } from 'react';
import type { Transfer, TransferQuery, TransferStatus } from '../../../contract/stock';
import { formatDateTime, toastBus, usePermissions } from '../../../core';
import {
  Button,
  Field,
  FilterBar,
  PagedTable,
  RowActions,
  Select,
  Tabs,
  Toolbar,
  useConfirm,
  type DateRange,
  type TableColumn,
} from '../../../ui';
import { ListExportButtons } from '../../ListExportButtons';
import { usePagedList, type PagedListRequest } from '../../use-paged-list';
import { movesApi, PATHS } from '../api';
import { KeywordDateFields } from '../KeywordDateFields';
import { common, DIRECTION_LABELS, TRANSFER_STATUS_LABELS, transferLabels as text } from '../labels';
import { dateFilters, setFilters } from '../list-query';
import { optionsWithAll } from '../options';

type Direction = 'out' | 'in';

interface TransferFilters {
  direction: Direction;
  status: TransferStatus | '';
  keyword: string;
  dateRange: DateRange | null;
}

const NO_FILTERS: TransferFilters = { direction: 'out', status: '', keyword: '', dateRange: null };

const DIRECTION_TABS = (Object.keys(DIRECTION_LABELS) as Direction[]).map((key) => ({
  key,
  label: DIRECTION_LABELS[key],
}));
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
      render: (row) => `${row.trayTypeCode} ${row.trayTypeName}`,
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
                  <Button
                    size="small"
                    variant="text"
                    loading={cancelling === row.id}
                    aria-label={`${text.cancel} ${row.documentNo}`}
                    onClick={() => cancel(row)}
                  >
                    {text.cancel}
                  </Button>
                </RowActions>
              ),
          },
        ]
      : []),
  ];

  return (
    <section aria-label={text.title}>
      <Tabs
        items={DIRECTION_TABS}
        active={applied.direction}
        onChange={(direction) => list.applyNow((current) => ({ ...current, direction }))}
        aria-label={text.directionTabs}
      >
        <FilterBar
          onSearch={list.search}
          onReset={() => list.applyNow(() => ({ ...NO_FILTERS, direction: applied.direction }))}
          searching={list.loading}
        >
          <Field label={common.status} layout="horizontal">
            <Select
              options={STATUS_OPTIONS}
              value={list.draft.status}
              onChange={(status) => list.editDraft({ status })}
            />
          </Field>
          <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
        </FilterBar>
        {can('yelopack-stock-transfer-export') && (
          <Toolbar>
            <ListExportButtons
              listPath={PATHS.transferList}
              filters={toQuery(applied)}
              label={common.export}
            />
          </Toolbar>
        )}
        <PagedTable
          list={list}
          caption={text.caption}
          columns={columns}
          rowKey="id"
          emptyText={common.empty}
        />
      </Tabs>
    </section>
  );
}
