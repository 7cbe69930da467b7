import type { CustomerReturnQuery, CustomerReturnRow } from '../../contract/returns';
import type { InboundStatus } from '../../contract/stock';
import { formatDateTime } from '../../core';
import {
  Field,
  FilterBar,
  KeywordDateFields,
  PagedTable,
  Select,
  Toolbar,
  dateFilters,
  setFilters,
  type DateRange,
  type SelectOption,
  type TableColumn,
} from '../../ui';
import { ListExportButtons } from '../ListExportButtons';
import { usePagedList, type PagedListRequest } from '../use-paged-list';
import { PATHS, returnsApi } from './api';
import { CUSTOMER_RETURN_CODES } from './codes';

import { CUSTOMER_RETURN_STATUS_LABELS, common, customerReturnLabels as text } from './labels';

interface Filters {
  status: InboundStatus | '';
  keyword: string;
  dateRange: DateRange | null;
}
const NO_FILTERS: Filters = { status: '', keyword: '', dateRange: null };
const STATUS_OPTIONS: SelectOption<InboundStatus | ''>[] = [
  { value: '', label: common.all },
  ...(Object.keys(CUSTOMER_RETURN_STATUS_LABELS) as InboundStatus[]).map((value) => ({
    value,
    label: CUSTOMER_RETURN_STATUS_LABELS[value],
  })),
];

const toQuery = ({
  status,
  keyword,
  dateRange,
}: Filters): Omit<CustomerReturnQuery, 'pageNum' | 'pageSize'> => ({
  ...setFilters({ status, keyword }),
  ...dateFilters(dateRange),
});
const load = ({ filters, paging }: PagedListRequest<Filters>, signal: AbortSignal) =>
  returnsApi.customerReturnList({ ...paging, ...toQuery(filters) }, { signal });

const COLUMNS: TableColumn<CustomerReturnRow>[] = [
  { key: 'documentNo', title: common.documentNo },
  { key: 'clientCompanyName', title: text.client },
  { key: 'warehouseName', title: common.warehouse },
  { key: 'trayTypeName', title: common.trayType, render: (r) => `${r.trayTypeCode} ${r.trayTypeName}` },
  { key: 'quantity', title: common.quantity, align: 'right' },
  {
    key: 'receivedQuantity',
    title: text.receivedQuantity,
    align: 'right',
    render: (r) => r.receivedQuantity ?? '—',
  },
  { key: 'status', title: common.status, render: (r) => CUSTOMER_RETURN_STATUS_LABELS[r.status] },
  { key: 'createdAt', title: common.createdAt, render: (r) => formatDateTime(r.createdAt) },
];

/** 客户归还列表: pallets my downstream clients gave back to me (生成入库单 of source client). */
export function CustomerReturnList() {
  const list = usePagedList(NO_FILTERS, load);
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
        <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
      </FilterBar>
      <Toolbar>
        <ListExportButtons
          listPath={PATHS.customerReturnList}
          filters={toQuery(list.applied)}
          label={common.export}
          code={CUSTOMER_RETURN_CODES.export}
        />
      </Toolbar>
      <PagedTable list={list} caption={text.caption} columns={COLUMNS} rowKey="id" emptyText={common.empty} />
    </section>
  );
}
