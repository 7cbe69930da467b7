import styled from 'styled-components';
import type { LedgerEntryRow, LedgerKind, StockDetail } from '../../contract/stock';
import { formatDateTime } from '../../core';
import {
  Button,
  DateRangePicker,
  Field,
  FilterBar,
  PagedTable,
  Select,
  vars,
  type TableColumn,
} from '../../ui';
import { useEmit } from '../widget-context';
import { STOCK_DETAIL_PATHS } from './api';
import { BalanceCard } from './BalanceCard';
import { ListExportButtons } from '../ListExportButtons';
import { stockLabels } from './labels';
import { formatDelta, KIND_OPTIONS, kindLabel } from './ledger-format';
import { navigate, STOCK_PATHS } from './navigation';
import { C1_CODES, OWN_CODES } from './permission-codes';
import {
  NO_LEDGER_FILTERS,
  toDetailQuery,
  withoutPaging,
  type BalanceKey,
  type LedgerFilters,
} from './stock-query';
import { usePagedQuery, type PagedRequest } from '../query';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.spaceSm};
  margin: ${vars.spaceMd} 0;
`;

const Buttons = styled.div`
  display: flex;
  gap: ${vars.spaceSm};
`;

const KIND_FILTER = [{ value: '', label: stockLabels.all }, ...KIND_OPTIONS];

const columns: TableColumn<LedgerEntryRow>[] = [
  {
    key: 'createdAt',
    title: stockLabels.columns.time,
    width: 180,
    render: (row) => formatDateTime(row.createdAt),
  },
  { key: 'kind', title: stockLabels.columns.kind, render: (row) => kindLabel(row.kind) },
  { key: 'delta', title: stockLabels.columns.delta, align: 'right', render: (row) => formatDelta(row.delta) },
  { key: 'documentNo', title: stockLabels.columns.documentNo },
];

/** Own stock (scope own) or C1 stock (scope c1, one upstream owner's pallets). */
const SCOPES = {
  own: { listPath: STOCK_PATHS.ownStock, exportCode: OWN_CODES.exportDetail },
  c1: { listPath: STOCK_PATHS.ownStockC1, exportCode: C1_CODES.exportDetail },
} as const;

export interface StockDetailViewProps {
  scope: keyof typeof SCOPES;
  balance: BalanceKey;
}

/** 自有库存明细 / 自有库存明细(C1): one balance and its paged ledger, filtered by kind and date. */
export function StockDetailView({ scope, balance }: StockDetailViewProps) {
  const emit = useEmit();
  const { warehouseId, trayTypeCode, ownerCompanyId } = balance;
  const toBody = ({ filters, paging }: PagedRequest<LedgerFilters>) =>
    toDetailQuery({ warehouseId, trayTypeCode, ownerCompanyId }, filters, paging);
  const list = usePagedQuery<LedgerFilters, LedgerEntryRow, StockDetail>(STOCK_DETAIL_PATHS[scope], {
    initialFilters: NO_LEDGER_FILTERS,
    toBody,
    pageOf: (detail) => detail.entries,
  });
  const detail = list.answer;

  return (
    <section aria-label={stockLabels.titles[scope === 'own' ? 'ownStockDetail' : 'ownStockC1Detail']}>
      {detail && <BalanceCard balance={detail.balance} showOwner={scope === 'c1'} />}
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <Field label={stockLabels.filters.kind} layout="horizontal">
          <Select
            options={KIND_FILTER}
            value={list.draft.kind ?? ''}
            onChange={(value) => list.editDraft({ kind: (value || null) as LedgerKind | null })}
          />
        </Field>
        <Field label={stockLabels.filters.date} layout="horizontal">
          <DateRangePicker
            value={list.draft.dateRange}
            onChange={(dateRange) => list.editDraft({ dateRange })}
          />
        </Field>
      </FilterBar>
      <Toolbar>
        <Button onClick={() => navigate(emit, SCOPES[scope].listPath)}>{stockLabels.buttons.back}</Button>
        <Buttons>
          <ListExportButtons
            code={SCOPES[scope].exportCode}
            listPath={STOCK_DETAIL_PATHS[scope]}
            filters={withoutPaging(toDetailQuery(balance, list.applied, list.paging))}
            label={stockLabels.buttons.export}
          />
        </Buttons>
      </Toolbar>
      <PagedTable
        list={list}
        caption={stockLabels.captions.ledger}
        columns={columns}
        rowKey="id"
        emptyText={stockLabels.emptyLedger}
      />
    </section>
  );
}
