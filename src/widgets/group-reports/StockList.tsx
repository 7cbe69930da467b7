import type { ReactNode } from 'react';
import type { ReportStockQuery, ReportStockRow, StockHolders } from '../../contract/reports';
import { formatDateTime, formatTrayType } from '../../core';
import { FilterBar, KeywordField, PagedTable, RowActions, setFilters, type TableColumn } from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../query';
import type { ReportArea } from './areas';
import { common, figures, group } from './labels';
import { pallets } from './figures-format';
import { ScopeFields, type ScopeFilters } from './list-filters';

type Filters = ScopeFilters & { keyword: string };

const count = (
  key: 'onHand' | 'available' | 'inTransit' | 'awaitingSignature',
): TableColumn<ReportStockRow> => ({
  key,
  title: figures[key],
  align: 'right',
  render: (row) => pallets(row[key]),
});

const columnsOf = (holders: StockHolders): TableColumn<ReportStockRow>[] => [
  { key: 'companyName', title: holders === 'downstream' ? group.downstream.holder : common.company },
  { key: 'warehouseName', title: common.warehouse },
  { key: 'location', title: figures.location, render: (row) => `${row.province} ${row.city}` },
  { key: 'trayTypeName', title: common.trayType, render: formatTrayType },
  { key: 'ownerCompanyName', title: common.owner },
  count('onHand'),
  count('available'),
  count('inTransit'),
  count('awaitingSignature'),
  { key: 'updatedAt', title: figures.updatedAt, render: (row) => formatDateTime(row.updatedAt) },
];

export interface StockListProps {
  area: ReportArea;
  caption: string;
  /** Role 6: the members' own stock (default) or what their downstream clients hold of it. */
  holders?: StockHolders;
  /** The member company the widget is narrowed to. */
  member?: string;
  /** The buttons of a row's 操作 cell (role 7 acts on the pallets it holds). */
  rowActions?: (row: ReportStockRow) => ReactNode;
}

/** The stock balances (holder × warehouse × tray type × owner) of either area, filtered, paged and exported. */
export function StockList({ area, caption, holders, member, rowActions }: StockListProps) {
  const toQuery = (filters: Filters): Omit<ReportStockQuery, 'pageNum' | 'pageSize'> => ({
    ...(holders ? { holders } : {}),
    ...setFilters(filters),
  });
  const toBody = ({ filters, paging }: PagedRequest<Filters>): ReportStockQuery => ({
    ...paging,
    ...toQuery(filters),
  });
  const list = usePagedQuery<Filters, ReportStockRow>(area.paths.stock, {
    initialFilters: { memberCompanyId: member ?? '', warehouseId: '', trayTypeCode: '', keyword: '' },
    toBody,
  });
  return (
    <section aria-label={caption}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <ScopeFields list={list} area={area} member={member} />
        <KeywordField list={list} label={common.keyword} placeholder={common.stockKeywordPlaceholder} />
      </FilterBar>
      <ListToolbar
        listPath={area.paths.stock}
        filters={toQuery(list.applied)}
        label={common.export}
        code={area.exportCode}
      />
      <PagedTable
        list={list}
        caption={caption}
        columns={[
          ...columnsOf(holders ?? 'members'),
          ...(rowActions
            ? [
                {
                  key: 'actions',
                  title: common.actions,
                  render: (row: ReportStockRow) => <RowActions>{rowActions(row)}</RowActions>,
                },
              ]
            : []),
        ]}
        rowKey={(row) => `${row.companyId}|${row.warehouseId}|${row.trayTypeCode}|${row.ownerCompanyId}`}
        emptyText={common.empty}
      />
    </section>
  );
}
