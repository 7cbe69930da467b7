import type { ReactNode } from 'react';
import type { StockRow } from '../../contract/stock';
import {
  Field,
  FilterBar,
  PagedTable,
  RowActions,
  Select,
  TextInput,
  Toolbar,
  type TableColumn,
} from '../../ui';
import { STOCK_LIST_PATHS } from './api';
import { stockLabels } from './labels';
import { stockColumns, type StockColumnKey } from './stock-columns';
import { NO_STOCK_FILTERS, toStockQuery, type StockFilters } from './stock-query';
import { usePagedQuery, type PagedRequest } from '../query';
import { useTrayTypeOptions, useWarehouseOptions } from './use-filter-options';

export type StockScope = keyof typeof STOCK_LIST_PATHS;

const toBody = ({ filters, paging, sort }: PagedRequest<StockFilters>) => toStockQuery(filters, paging, sort);

/** The list state of one balance list (own, C1 or downstream stock). */
export const useStockList = (scope: StockScope) =>
  usePagedQuery<StockFilters, StockRow>(STOCK_LIST_PATHS[scope], {
    initialFilters: NO_STOCK_FILTERS,
    toBody,
  });
export type StockListState = ReturnType<typeof useStockList>;

export interface StockBalanceListProps {
  list: StockListState;
  caption: string;
  columns: readonly StockColumnKey[];
  /** Downstream stock lies in the clients' warehouses, which are not ours to list. */
  warehouseFilter: boolean;
  /** Buttons above the table (exports, page actions). */
  toolbar?: ReactNode;
  /** Buttons of one row; the column is left out when no row would have any. */
  rowActions?: (row: StockRow) => ReactNode;
}

/** Filters (warehouse, tray type, keyword), a server-sorted table of balances and paging. */
export function StockBalanceList({
  list,
  caption,
  columns,
  warehouseFilter,
  toolbar,
  rowActions,
}: StockBalanceListProps) {
  const trayTypes = useTrayTypeOptions();
  const warehouses = useWarehouseOptions();
  const tableColumns: TableColumn<StockRow>[] = [
    ...stockColumns(columns),
    ...(rowActions
      ? [
          {
            key: 'actions',
            title: stockLabels.columns.actions,
            render: (row: StockRow) => <RowActions>{rowActions(row)}</RowActions>,
          },
        ]
      : []),
  ];
  const { draft, editDraft } = list;
  return (
    <section aria-label={caption}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        {warehouseFilter && (
          <Field label={stockLabels.filters.warehouse} layout="horizontal">
            <Select
              options={warehouses}
              value={draft.warehouseId ?? ''}
              onChange={(value) => editDraft({ warehouseId: value || null })}
            />
          </Field>
        )}
        <Field label={stockLabels.filters.trayType} layout="horizontal">
          <Select
            options={trayTypes}
            value={draft.trayTypeCode ?? ''}
            onChange={(value) => editDraft({ trayTypeCode: value || null })}
          />
        </Field>
        <Field label={stockLabels.filters.keyword} layout="horizontal">
          <TextInput
            value={draft.keyword}
            placeholder={stockLabels.filters.keywordPlaceholder}
            onChange={(event) => editDraft({ keyword: event.target.value })}
          />
        </Field>
      </FilterBar>
      {toolbar && <Toolbar>{toolbar}</Toolbar>}
      <PagedTable
        list={list}
        caption={caption}
        columns={tableColumns}
        rowKey={(row) =>
          `${row.warehouseId}|${row.trayTypeCode}|${row.ownerCompanyId}|${row.holderCompanyId}`
        }
        sort={list.sort}
        onSortChange={list.setSort}
        emptyText={stockLabels.empty}
      />
    </section>
  );
}
