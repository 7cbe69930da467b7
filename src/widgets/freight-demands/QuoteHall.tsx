import { useState } from 'react';
import {
  FREIGHT_CODES,
  QUOTE_STATUS_LABELS,
  type DemandOrder,
  type DemandOrderQuery,
} from '../../contract/freight';
import { formatYuan } from '../../contract/money';
import { usePermissions } from '../../core';
import {
  FilterBar,
  FilterTabs,
  KeywordDateFields,
  PagedTable,
  RowActionButton,
  dateFilters,
  setFilters,
  type DateRange,
  type TableColumn,
} from '../../ui';
import { usePagedQuery, type PagedRequest } from '../query';
import { QUOTE_HALL_CALL } from './api';
import { statusLabelOf, yuanOrNone } from './demand-format';
import { hallLabels as text } from './labels';
import { QuoteDialog } from './QuoteDialog';
import { cargoAndVehicleCell, deadlineCell, loadWindowCell, routeCell } from './row-cells';

type Scope = 'open' | 'mine';
interface Filters {
  scope: Scope;
  keyword: string;
  dateRange: DateRange | null;
}
const NO_FILTERS: Filters = { scope: 'open', keyword: '', dateRange: null };

const toBody = ({ filters, paging }: PagedRequest<Filters>): DemandOrderQuery => ({
  ...paging,
  ...setFilters({ keyword: filters.keyword }),
  ...dateFilters(filters.dateRange),
  ...(filters.scope === 'mine' && { mine: true }),
});

const hallTabs = () => [
  { key: 'open' as const, label: text.tabs.open },
  { key: 'mine' as const, label: text.tabs.mine },
];

const c = text.columns;
const hallColumns = (): TableColumn<DemandOrder>[] => [
  { key: 'documentNo', title: c.documentNo },
  { key: 'shipperCompanyName', title: c.shipper, maxWidth: 150 },
  { key: 'route', title: c.route, render: routeCell },
  { key: 'cargo', title: c.cargoAndVehicle, render: cargoAndVehicleCell },
  { key: 'loadWindow', title: c.loadWindow, render: loadWindowCell },
];

/** What a row of 可报价货源 adds: what the shipper expects to pay, and until when quotes are taken. */
const openColumns = (): TableColumn<DemandOrder>[] => [
  {
    key: 'expectedPrice',
    title: c.expectedPrice,
    align: 'right',
    render: (row) => yuanOrNone(row.expectedPriceFen),
  },
  { key: 'quoteDeadline', title: c.quoteDeadline, render: deadlineCell },
];

/**
 * What a row of 我的报价 adds instead: my price and where my quote stands, beside the order's status (the
 * order's expectations are in its detail; the row must fit 操作 at 1366 px).
 */
const myQuoteColumns = (): TableColumn<DemandOrder>[] => [
  {
    key: 'myQuote',
    title: c.myQuote,
    align: 'right',
    render: (row) => (row.myQuote ? formatYuan(row.myQuote.priceFen) : '—'),
  },
  {
    key: 'status',
    title: c.status,
    render: (row) => (row.myQuote ? QUOTE_STATUS_LABELS[row.myQuote.status] : statusLabelOf(row)),
  },
];

/**
 * 货源大厅 for carrier companies: the quoting orders I may quote on (报价, again to change my price) and 我的报价.
 * The server answers a company that is no carrier with no rows: the empty state says why.
 */
export function QuoteHall() {
  const { can } = usePermissions();
  const [quoting, setQuoting] = useState<DemandOrder | null>(null);
  const list = usePagedQuery<Filters, DemandOrder>(QUOTE_HALL_CALL, { initialFilters: NO_FILTERS, toBody });
  const mine = list.applied.scope === 'mine';
  const mayQuote = can(FREIGHT_CODES.quote);
  const actions: TableColumn<DemandOrder> = {
    key: 'actions',
    title: c.actions,
    render: (row) =>
      mayQuote && row.status === 'quoting' && row.myQuote?.status !== 'lost' ? (
        <RowActionButton
          label={row.myQuote ? text.requote : text.quote}
          subject={row.documentNo}
          onClick={() => setQuoting(row)}
        />
      ) : null,
  };
  return (
    <section aria-label={text.title}>
      <FilterTabs list={list} name="scope" items={hallTabs()} aria-label={text.tabsLabel}>
        <FilterBar onSearch={list.search} onReset={() => list.resetKeeping('scope')} searching={list.loading}>
          <KeywordDateFields list={list} keywordPlaceholder={text.keywordPlaceholder} />
        </FilterBar>
        <PagedTable
          list={list}
          caption={text.caption}
          columns={[...hallColumns(), ...(mine ? myQuoteColumns() : openColumns()), actions]}
          rowKey="id"
          emptyText={mine ? text.emptyMine : text.emptyOpen}
        />
      </FilterTabs>
      {quoting && <QuoteDialog key={quoting.id} order={quoting} onClose={() => setQuoting(null)} />}
    </section>
  );
}
