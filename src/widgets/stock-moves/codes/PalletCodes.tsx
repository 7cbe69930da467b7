import styled from 'styled-components';
import { useState } from 'react';
import type { PalletCode, PalletCodeQuery, PalletCodeStatus } from '../../../contract/stock';
import { formatDateTime, formatTrayType } from '../../../core';
import {
  Field,
  FilterBar,
  PagedTable,
  SelectFilter,
  TextInput,
  optionsWithAll,
  setFilters,
  vars,
  withAll,
  type TableColumn,
} from '../../../ui';
import { ListToolbar } from '../../ListToolbar';
import { useMyWarehouseOptions, useTrayTypeOptions } from '../../use-lookups';
import { usePagedQuery, type PagedRequest } from '../../query';
import { CODE_LIST_CALL } from '../api';
import { CODE_STATUS_LABELS, codeLabels as text, common, validationLabels } from '../labels';
import { normalizeTraceId } from '../validation';
import { CodeDetailDialog } from './CodeDetailDialog';

const TraceLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.colorPrimaryText};
  font-family: ui-monospace, monospace;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

interface CodeFilters {
  /** As typed; sent normalised, and only when it is a valid id. */
  traceId: string;
  warehouseId: string;
  trayTypeCode: string;
  status: PalletCodeStatus | '';
}

const NO_FILTERS: CodeFilters = { traceId: '', warehouseId: '', trayTypeCode: '', status: '' };

const statusOptions = () => optionsWithAll(CODE_STATUS_LABELS);

function toQuery({
  traceId,
  warehouseId,
  trayTypeCode,
  status,
}: CodeFilters): Omit<PalletCodeQuery, 'pageNum' | 'pageSize'> {
  return setFilters({ traceId: normalizeTraceId(traceId), warehouseId, trayTypeCode, status });
}

const toBody = ({ filters, paging }: PagedRequest<CodeFilters>): PalletCodeQuery => ({
  ...paging,
  ...toQuery(filters),
});

/** 编码管理: the pallet codes (32-hex traceability ids) of my warehouses. */
export function PalletCodes() {
  const warehouses = withAll(useMyWarehouseOptions());
  const trayTypes = withAll(useTrayTypeOptions());
  const list = usePagedQuery<CodeFilters, PalletCode>(CODE_LIST_CALL, { initialFilters: NO_FILTERS, toBody });
  const [traceIdError, setTraceIdError] = useState<string | undefined>();
  const [opened, setOpened] = useState<string | null>(null);

  const search = () => {
    const invalid = list.draft.traceId.trim() !== '' && !normalizeTraceId(list.draft.traceId);
    setTraceIdError(invalid ? validationLabels.traceId : undefined);
    if (!invalid) list.search();
  };

  const columns: TableColumn<PalletCode>[] = [
    {
      key: 'traceId',
      title: text.traceId,
      render: (row) => (
        <TraceLink type="button" onClick={() => setOpened(row.traceId)}>
          {row.traceId}
        </TraceLink>
      ),
    },
    {
      key: 'trayTypeName',
      title: common.trayType,
      render: (row) => formatTrayType(row),
    },
    { key: 'warehouseName', title: common.warehouse },
    { key: 'status', title: common.status, render: (row) => CODE_STATUS_LABELS[row.status] },
    { key: 'boundAt', title: text.boundAt, render: (row) => formatDateTime(row.boundAt) },
    { key: 'lastMovedAt', title: text.lastMovedAt, render: (row) => formatDateTime(row.lastMovedAt) },
  ];

  return (
    <section aria-label={text.title}>
      <FilterBar
        onSearch={search}
        onReset={() => {
          setTraceIdError(undefined);
          list.reset();
        }}
        searching={list.loading}
      >
        <Field label={text.traceId} layout="horizontal" error={traceIdError}>
          <TextInput
            value={list.draft.traceId}
            placeholder={text.traceIdPlaceholder}
            maxLength={36}
            spellCheck={false}
            onChange={(event) => list.editDraft({ traceId: event.target.value })}
          />
        </Field>
        <SelectFilter list={list} name="warehouseId" label={common.warehouse} options={warehouses} />
        <SelectFilter list={list} name="trayTypeCode" label={common.trayType} options={trayTypes} />
        <SelectFilter list={list} name="status" label={common.status} options={statusOptions()} />
      </FilterBar>
      <ListToolbar
        listPath={CODE_LIST_CALL}
        filters={toQuery(list.applied)}
        label={common.export}
        code="yelopack-stock-code-export"
      />
      <PagedTable
        list={list}
        caption={text.caption}
        columns={columns}
        rowKey="traceId"
        emptyText={common.empty}
      />
      {opened && <CodeDetailDialog traceId={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
