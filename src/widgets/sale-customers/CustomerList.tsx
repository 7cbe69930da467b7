import type { SaleCustomerQuery, SaleCustomerRow } from '../../contract/customers';
import { formatDateTime, maskPhone, usePermissions } from '../../core';
import {
  PagedTable,
  RowActionButton,
  SelectFilter,
  type SelectOption,
  type SortState,
  type TableColumn,
} from '../../ui';
import { KeywordFilterBar } from './KeywordFilterBar';
import { ListToolbar } from '../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { SALE_CUSTOMER_LIST_CALL } from './api';
import { saleCustomerLabels as text } from './labels';
import { navigate, SALE_CUSTOMER_CODES, SALE_CUSTOMER_DETAIL_PATH } from './navigation';

interface Filters {
  keyword: string;
  hasOverdue: '' | 'true' | 'false';
}
const NO_FILTERS: Filters = { keyword: '', hasOverdue: '' };
const overdueChoices = (): SelectOption<Filters['hasOverdue']>[] => [
  { value: '', label: text.overdueChoices.all },
  { value: 'true', label: text.overdueChoices.yes },
  { value: 'false', label: text.overdueChoices.no },
];
type ListFilters = Omit<SaleCustomerQuery, 'pageNum' | 'pageSize'>;

/** The request's filters (also the export's): empty ones left out; the table's sort as sortBy/sortOrder. */
export function toCustomerQuery({ keyword, hasOverdue }: Filters, sort: SortState | null): ListFilters {
  return {
    ...(keyword.trim() && { keyword: keyword.trim() }),
    ...(hasOverdue && { hasOverdue }),
    ...(sort &&
      (sort.key === 'held' || sort.key === 'overdue') && { sortBy: sort.key, sortOrder: sort.order }),
  };
}

const toBody = ({ filters, paging, sort }: PagedRequest<Filters>): SaleCustomerQuery => ({
  ...paging,
  ...toCustomerQuery(filters, sort),
});

/** 销售客户: my downstream clients with the pallets of mine they hold; 查看 and 导出 by permission. */
export function CustomerList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const list = usePagedQuery<Filters, SaleCustomerRow>(SALE_CUSTOMER_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  const columns: TableColumn<SaleCustomerRow>[] = [
    { key: 'name', title: text.columns.name },
    { key: 'contact', title: text.columns.contact },
    { key: 'phone', title: text.columns.phone, render: (row) => maskPhone(row.phone) },
    { key: 'warehouseCount', title: text.columns.warehouseCount, align: 'right' },
    { key: 'held', title: text.columns.held, align: 'right', sortable: true },
    { key: 'inTransit', title: text.columns.inTransit, align: 'right' },
    { key: 'overdue', title: text.columns.overdue, align: 'right', sortable: true },
    {
      key: 'lastWaybillAt',
      title: text.columns.lastWaybillAt,
      render: (row) => (row.lastWaybillAt ? formatDateTime(row.lastWaybillAt) : text.none),
    },
    ...(can(SALE_CUSTOMER_CODES.checkDetail)
      ? [
          {
            key: 'actions',
            title: text.columns.actions,
            render: (row: SaleCustomerRow) => (
              <RowActionButton
                label={text.view}
                subject={row.name}
                onClick={() =>
                  navigate(emit, SALE_CUSTOMER_DETAIL_PATH, { clientCompanyId: row.clientCompanyId })
                }
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <section aria-label={text.tabs.customers}>
      <KeywordFilterBar list={list}>
        <SelectFilter list={list} name="hasOverdue" label={text.hasOverdue} options={overdueChoices()} />
      </KeywordFilterBar>
      <ListToolbar
        code={SALE_CUSTOMER_CODES.export}
        listPath={SALE_CUSTOMER_LIST_CALL}
        filters={toCustomerQuery(list.applied, list.sort)}
        label={text.export}
      />
      <PagedTable
        list={list}
        caption={text.caption}
        columns={columns}
        rowKey="clientCompanyId"
        emptyText={text.empty}
        sort={list.sort}
        onSortChange={list.setSort}
      />
    </section>
  );
}
