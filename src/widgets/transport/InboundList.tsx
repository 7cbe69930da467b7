import { useState } from 'react';
import type { InboundStatus } from '../../contract/stock';
import type { InboundListQuery, InboundListRow, InboundSource } from '../../contract/transport';
import { formatDateTime, toastBus, usePermissions } from '../../core';
import {
  Button,
  Field,
  KeywordDateFields,
  FilterBar,
  PagedTable,
  RowActions,
  Select,
  Toolbar,
  dateFilters,
  setFilters,
  useConfirm,
  withAll,
  optionsWithAll,
  type DateRange,
  type TableColumn,
} from '../../ui';
import { ListExportButtons } from '../ListExportButtons';
import { useMyWarehouseOptions, useTrayTypeOptions } from '../use-lookups';
import { usePagedList, type PagedListRequest } from '../use-paged-list';
import { useEmit } from '../widget-context';
import { PATHS, transportApi } from './api';
import { common, importLabels as text, INBOUND_SOURCE_LABELS, INBOUND_STATUS_LABELS } from './labels';
import { IMPORT_DETAIL_PATH, IMPORT_ORDER_PATH, navigate } from './navigation';

interface InboundFilters {
  status: InboundStatus | '';
  source: InboundSource | '';
  warehouseId: string;
  trayTypeCode: string;
  keyword: string;
  dateRange: DateRange | null;
}

const NO_FILTERS: InboundFilters = {
  status: '',
  source: '',
  warehouseId: '',
  trayTypeCode: '',
  keyword: '',
  dateRange: null,
};
const STATUS_OPTIONS = optionsWithAll(INBOUND_STATUS_LABELS);
const SOURCE_OPTIONS = optionsWithAll(INBOUND_SOURCE_LABELS);

function toQuery({ dateRange, ...rest }: InboundFilters): Omit<InboundListQuery, 'pageNum' | 'pageSize'> {
  return { ...setFilters(rest), ...dateFilters(dateRange) };
}

const load = ({ filters, paging }: PagedListRequest<InboundFilters>, signal: AbortSignal) =>
  transportApi.inboundList({ ...paging, ...toQuery(filters) }, { signal });

/** 入库管理: my inbound orders (platform deliveries and pallets booked back from my clients). */
export function InboundList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const confirm = useConfirm();
  const warehouses = withAll(useMyWarehouseOptions());
  const trayTypes = withAll(useTrayTypeOptions());
  const list = usePagedList(NO_FILTERS, load);
  const [finishing, setFinishing] = useState<string | null>(null);

  const finish = async (row: InboundListRow) => {
    if (
      !(await confirm({
        message: text.confirmFinishQuestion(row.documentNo),
        confirmLabel: text.confirmFinish,
      }))
    )
      return;
    setFinishing(row.id);
    try {
      await transportApi.confirmFinish(row.id);
      toastBus.show({ message: text.finished, tone: 'success' });
      list.reload();
    } catch {
      // The http client has shown the server's message.
    } finally {
      setFinishing(null);
    }
  };

  const canFinish = can('yelopack-transport-import-confirmFinish');
  const canDetail = can('yelopack-transport-import-checkDetail');
  const columns: TableColumn<InboundListRow>[] = [
    { key: 'documentNo', title: common.documentNo },
    { key: 'source', title: text.source, render: (row) => INBOUND_SOURCE_LABELS[row.source] },
    { key: 'warehouseName', title: common.warehouse },
    { key: 'clientCompanyName', title: text.client },
    {
      key: 'trayTypeName',
      title: common.trayType,
      render: (row) => `${row.trayTypeCode} ${row.trayTypeName}`,
    },
    { key: 'quantity', title: common.quantity, align: 'right' },
    { key: 'receivedQuantity', title: text.receivedQuantity, align: 'right' },
    { key: 'plateNumber', title: common.plateNumber },
    { key: 'status', title: common.status, render: (row) => INBOUND_STATUS_LABELS[row.status] },
    { key: 'createdAt', title: common.createdAt, render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'actions',
      title: common.actions,
      render: (row: InboundListRow) => (
        <RowActions>
          {canDetail && (
            <Button
              size="small"
              variant="text"
              aria-label={`${common.viewDetail} ${row.documentNo}`}
              onClick={() => navigate(emit, IMPORT_DETAIL_PATH, { id: row.id })}
            >
              {common.viewDetail}
            </Button>
          )}
          {canFinish && row.status === 'signed' && (
            <Button
              size="small"
              variant="text"
              loading={finishing === row.id}
              aria-label={`${text.confirmFinish} ${row.documentNo}`}
              onClick={() => finish(row)}
            >
              {text.confirmFinish}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <FilterBar
        onSearch={list.search}
        onReset={() => list.applyNow(() => NO_FILTERS)}
        searching={list.loading}
      >
        <Field label={common.status} layout="horizontal">
          <Select
            options={STATUS_OPTIONS}
            value={list.draft.status}
            onChange={(status) => list.editDraft({ status })}
          />
        </Field>
        <Field label={text.source} layout="horizontal">
          <Select
            options={SOURCE_OPTIONS}
            value={list.draft.source}
            onChange={(source) => list.editDraft({ source })}
          />
        </Field>
        <Field label={common.warehouse} layout="horizontal">
          <Select
            options={warehouses}
            value={list.draft.warehouseId}
            onChange={(warehouseId) => list.editDraft({ warehouseId })}
          />
        </Field>
        <Field label={common.trayType} layout="horizontal">
          <Select
            options={trayTypes}
            value={list.draft.trayTypeCode}
            onChange={(trayTypeCode) => list.editDraft({ trayTypeCode })}
          />
        </Field>
        <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
      </FilterBar>
      <Toolbar>
        {can('yelopack-transport-import-buildInbound') && (
          <Button variant="primary" onClick={() => navigate(emit, IMPORT_ORDER_PATH)}>
            {text.buildInbound}
          </Button>
        )}
        <ListExportButtons
          listPath={PATHS.inboundList}
          filters={toQuery(list.applied)}
          label={common.export}
          code="yelopack-transport-import-export"
        />
      </Toolbar>
      <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={common.empty} />
    </section>
  );
}
