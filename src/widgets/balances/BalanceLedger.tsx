import styled from 'styled-components';
import type { ReactNode } from 'react';
import type { ApiPath } from '../../contract/api-paths';
import type { PermissionCode } from '../../contract/permissions';
import type { LedgerEntryRow, LedgerKind, StockDetail } from '../../contract/stock';
import { formatDateTime } from '../../core';
import { DateRangePicker, Field, FilterBar, PagedTable, Select, vars, type TableColumn } from '../../ui';
import { ListExportButtons } from '../ListExportButtons';
import { usePagedQuery, type PagedRequest } from '../query';
import { BalanceCard } from './BalanceCard';
import { balanceLabels } from './labels';
import { formatDelta, kindOptions, kindLabel } from './ledger-format';
import {
  NO_LEDGER_FILTERS,
  toDetailQuery,
  toLedgerFilters,
  type BalanceKey,
  type LedgerFilters,
} from './ledger-query';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.spaceSm};
  margin: ${vars.spaceMd} 0;
`;

const text = balanceLabels.ledger;
const kindFilter = () => [{ value: '', label: text.all }, ...kindOptions()];

const ledgerColumns = (): TableColumn<LedgerEntryRow>[] => [
  { key: 'createdAt', title: text.time, width: 180, render: (row) => formatDateTime(row.createdAt) },
  { key: 'kind', title: text.kind, render: (row) => kindLabel(row.kind) },
  { key: 'delta', title: text.delta, align: 'right', render: (row) => formatDelta(row.delta) },
  { key: 'documentNo', title: text.documentNo },
];

export interface BalanceLedgerProps {
  /** customerStock/detail (own stock) or downstreamCustomer/stockDetail (C1 stock). */
  path: ApiPath;
  balance: BalanceKey;
  /** Whose pallets shows on the card (C1 stock). */
  showOwner: boolean;
  /** The code the ledger's export needs. */
  exportCode: PermissionCode;
  /** What the toolbar starts with (a 返回 button on a page). */
  toolbarStart?: ReactNode;
}

/** One balance: its card, and its ledger (库存流水) filtered by kind and date, paged and exported. */
export function BalanceLedger({ path, balance, showOwner, exportCode, toolbarStart }: BalanceLedgerProps) {
  const toBody = ({ filters, paging }: PagedRequest<LedgerFilters>) =>
    toDetailQuery(balance, filters, paging);
  const list = usePagedQuery<LedgerFilters, LedgerEntryRow, StockDetail>(path, {
    initialFilters: NO_LEDGER_FILTERS,
    toBody,
    pageOf: (detail) => detail.entries,
  });
  return (
    <>
      {list.answer && <BalanceCard balance={list.answer.balance} showOwner={showOwner} />}
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <Field label={text.kind} layout="horizontal">
          <Select
            options={kindFilter()}
            value={list.draft.kind ?? ''}
            onChange={(value) => list.editDraft({ kind: (value || null) as LedgerKind | null })}
          />
        </Field>
        <Field label={text.date} layout="horizontal">
          <DateRangePicker
            value={list.draft.dateRange}
            onChange={(dateRange) => list.editDraft({ dateRange })}
          />
        </Field>
      </FilterBar>
      <Toolbar>
        <div>{toolbarStart}</div>
        <ListExportButtons
          code={exportCode}
          listPath={path}
          filters={toLedgerFilters(balance, list.applied)}
          label={text.export}
        />
      </Toolbar>
      <PagedTable
        list={list}
        caption={text.caption}
        columns={ledgerColumns()}
        rowKey="id"
        emptyText={text.empty}
      />
    </>
  );
}
