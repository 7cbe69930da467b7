import type { InboundStatus } from '../../contract/stock';
import type { InboundListQuery, InboundListRow, InboundSource } from '../../contract/transport';
import { formatDateTime, formatTrayType, usePermissions } from '../../core';
import {
  Button,
  KeywordDateFields,
  FilterBar,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  dateFilters,
  setFilters,
  withAll,
  optionsWithAll,
  type DateRange,
  type TableColumn,
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { useMyWarehouseOptions, useTrayTypeOptions } from '../use-lookups';
import { usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { PATHS } from './api';
import { common, importLabels as text, INBOUND_SOURCE_LABELS, INBOUND_STATUS_LABELS } from './labels';
import { IMPORT_DETAIL_PATH, IMPORT_ORDER_PATH, navigate } from './navigation';
import { useConfirmFinish } from './use-confirm-finish';

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
const statusOptions = () => optionsWithAll(INBOUND_STATUS_LABELS);
const sourceOptions = () => optionsWithAll(INBOUND_SOURCE_LABELS);

function toQuery({ dateRange, ...rest }: InboundFilters): Omit<InboundListQuery, 'pageNum' | 'pageSize'> {
  return { ...setFilters(rest), ...dateFilters(dateRange) };
}

const toBody = ({ filters, paging }: PagedRequest<InboundFilters>): InboundListQuery => ({
  ...paging,
  ...toQuery(filters),
});

/** 入库管理: my inbound orders (platform deliveries and pallets booked back from my clients). */
export function InboundList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const warehouses = withAll(useMyWarehouseOptions());
  const trayTypes = withAll(useTrayTypeOptions());
  const list = usePagedQuery<InboundFilters, InboundListRow>(PATHS.inboundList, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  const finish = useConfirmFinish();

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
      render: (row) => formatTrayType(row),
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
            <RowActionButton
              label={common.viewDetail}
              subject={row.documentNo}
              onClick={() => navigate(emit, IMPORT_DETAIL_PATH, { id: row.id })}
            />
          )}
          {canFinish && row.status === 'signed' && (
            <RowActionButton
              label={text.confirmFinish}
              subject={row.documentNo}
              loading={finish.running?.id === row.id}
              onClick={() => void finish.run(row)}
            />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-label={text.title}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <SelectFilter list={list} name="status" label={common.status} options={statusOptions()} />
        <SelectFilter list={list} name="source" label={text.source} options={sourceOptions()} />
        <SelectFilter list={list} name="warehouseId" label={common.warehouse} options={warehouses} />
        <SelectFilter list={list} name="trayTypeCode" label={common.trayType} options={trayTypes} />
        <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
      </FilterBar>
      <ListToolbar
        actions={
          can('yelopack-transport-import-buildInbound') && (
            <Button variant="primary" onClick={() => navigate(emit, IMPORT_ORDER_PATH)}>
              {text.buildInbound}
            </Button>
          )
        }
        listPath={PATHS.inboundList}
        filters={toQuery(list.applied)}
        label={common.export}
        code="yelopack-transport-import-export"
      />
      <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={common.empty} />
    </section>
  );
}
