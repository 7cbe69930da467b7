import type { CustomerReturnQuery, CustomerReturnRow } from '../../contract/returns';
import type { InboundStatus } from '../../contract/stock';
import { formatDateTime, formatTrayType } from '../../core';
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
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../query';
import { CUSTOMER_RETURN_LIST_CALL } from './api';
import { CUSTOMER_RETURN_CODES } from './codes';

import { CUSTOMER_RETURN_STATUS_LABELS, common, customerReturnLabels as text } from './labels';

interface Filters {
  status: InboundStatus | '';
  keyword: string;
  dateRange: DateRange | null;
}
const NO_FILTERS: Filters = { status: '', keyword: '', dateRange: null };
const statusOptions = () => optionsWithAll(CUSTOMER_RETURN_STATUS_LABELS);

const toQuery = ({
  status,
  keyword,
  dateRange,
}: Filters): Omit<CustomerReturnQuery, 'pageNum' | 'pageSize'> => ({
  ...setFilters({ status, keyword }),
  ...dateFilters(dateRange),
});
const toBody = ({ filters, paging }: PagedRequest<Filters>): CustomerReturnQuery => ({
  ...paging,
  ...toQuery(filters),
});

const customerReturnColumns = (): TableColumn<CustomerReturnRow>[] => [
  { key: 'documentNo', title: common.documentNo },
  { key: 'clientCompanyName', title: text.client },
  { key: 'warehouseName', title: common.warehouse },
  { key: 'trayTypeName', title: common.trayType, render: (r) => formatTrayType(r) },
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
  const list = usePagedQuery<Filters, CustomerReturnRow>(CUSTOMER_RETURN_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  return (
    <section aria-label={text.title}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <SelectFilter list={list} name="status" label={common.status} options={statusOptions()} />
        <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
      </FilterBar>
      <ListToolbar
        listPath={CUSTOMER_RETURN_LIST_CALL}
        filters={toQuery(list.applied)}
        label={common.export}
        code={CUSTOMER_RETURN_CODES.export}
      />
      <PagedTable
        list={list}
        caption={text.caption}
        columns={customerReturnColumns()}
        rowKey="id"
        emptyText={common.empty}
      />
    </section>
  );
}
