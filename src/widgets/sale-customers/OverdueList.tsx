import type { OverdueCustomerQuery, OverdueCustomerRow } from '../../contract/customers';
import { formatTrayType } from '../../core';
import { PagedTable, SelectFilter, withAll, type TableColumn } from '../../ui';
import { KeywordFilterBar } from './KeywordFilterBar';
import { ListToolbar } from '../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../query';
import { useTrayTypeOptions } from '../use-lookups';
import { OVERDUE_CUSTOMER_LIST_CALL } from './api';
import { saleCustomerLabels as text } from './labels';
import { SALE_CUSTOMER_CODES } from './navigation';

interface Filters {
  keyword: string;
  trayTypeCode: string;
}
const NO_FILTERS: Filters = { keyword: '', trayTypeCode: '' };

export const toOverdueQuery = ({
  keyword,
  trayTypeCode,
}: Filters): Omit<OverdueCustomerQuery, 'pageNum' | 'pageSize'> => ({
  ...(keyword.trim() && { keyword: keyword.trim() }),
  ...(trayTypeCode && { trayTypeCode }),
});

const toBody = ({ filters, paging }: PagedRequest<Filters>): OverdueCustomerQuery => ({
  ...paging,
  ...toOverdueQuery(filters),
});

const overdueColumns = (): TableColumn<OverdueCustomerRow>[] => [
  { key: 'name', title: text.columns.name },
  {
    key: 'trayType',
    title: text.columns.trayType,
    render: (row) => formatTrayType(row),
  },
  { key: 'held', title: text.columns.held, align: 'right' },
  { key: 'overdue', title: text.columns.overdue, align: 'right' },
  {
    key: 'overdueDays',
    title: text.columns.overdueDays,
    align: 'right',
    render: (row) => text.days(row.overdueDays),
  },
];

/** 超期客户: clients × tray types holding overdue pallets of mine, most overdue first. */
export function OverdueList() {
  const list = usePagedQuery<Filters, OverdueCustomerRow>(OVERDUE_CUSTOMER_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  const trayOptions = withAll(useTrayTypeOptions());
  return (
    <section aria-label={text.tabs.overdue}>
      <KeywordFilterBar list={list}>
        <SelectFilter list={list} name="trayTypeCode" label={text.trayType} options={trayOptions} />
      </KeywordFilterBar>
      <ListToolbar
        code={SALE_CUSTOMER_CODES.export}
        listPath={OVERDUE_CUSTOMER_LIST_CALL}
        filters={toOverdueQuery(list.applied)}
        label={text.export}
      />
      <PagedTable
        list={list}
        caption={text.overdueCaption}
        columns={overdueColumns()}
        rowKey={(row) => `${row.clientCompanyId}-${row.trayTypeCode}`}
        emptyText={text.overdueEmpty}
      />
    </section>
  );
}
