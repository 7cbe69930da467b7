import type { Deduction } from '../../contract/stock';
import { formatDateTime, formatFen, formatTrayType } from '../../core';
import { DateRangePicker, Field, FilterBar, PagedTable, Select, type TableColumn } from '../../ui';
import { DEDUCTION_LIST_PATH } from './api';
import { ListExportButtons } from '../ListExportButtons';
import { stockLabels } from './labels';
import { NO_DEDUCTION_FILTERS, toDeductionQuery, withoutPaging, type DeductionFilters } from './stock-query';
import { usePagedQuery, type PagedRequest } from '../query';
import { useTrayTypeOptions } from './use-filter-options';

const { columns: titles } = stockLabels;

const deductionColumns = (): TableColumn<Deduction>[] => [
  { key: 'documentNo', title: titles.documentNo },
  { key: 'holderCompanyName', title: titles.holder },
  { key: 'warehouseName', title: titles.warehouse },
  { key: 'trayType', title: titles.trayType, render: (row) => formatTrayType(row) },
  { key: 'quantity', title: titles.quantity, align: 'right' },
  { key: 'overdueDays', title: titles.overdueDays, align: 'right' },
  { key: 'amountFen', title: titles.amount, align: 'right', render: (row) => formatFen(row.amountFen) },
  { key: 'createdAt', title: titles.deductedAt, width: 180, render: (row) => formatDateTime(row.createdAt) },
];

const toBody = ({ filters, paging }: PagedRequest<DeductionFilters>) => toDeductionQuery(filters, paging);

/**
 * 扣减明细: overdue pallets at downstream clients charged as lost. SPEC §6 names no permission code for
 * this page's export, so its export buttons are shown to everyone who sees the page.
 */
export function DeductionView() {
  const list = usePagedQuery<DeductionFilters, Deduction>(DEDUCTION_LIST_PATH, {
    initialFilters: NO_DEDUCTION_FILTERS,
    toBody,
  });
  const trayTypes = useTrayTypeOptions();
  return (
    <section aria-label={stockLabels.titles.deductDetail}>
      <FilterBar
        onSearch={list.search}
        onReset={list.reset}
        searching={list.loading}
        actions={
          <ListExportButtons
            listPath={DEDUCTION_LIST_PATH}
            filters={withoutPaging(toDeductionQuery(list.applied, list.paging))}
            label={stockLabels.buttons.export}
          />
        }
      >
        <Field label={stockLabels.filters.trayType} layout="horizontal">
          <Select
            options={trayTypes}
            value={list.draft.trayTypeCode ?? ''}
            onChange={(value) => list.editDraft({ trayTypeCode: value || null })}
          />
        </Field>
        <Field label={stockLabels.filters.date} layout="horizontal">
          <DateRangePicker
            value={list.draft.dateRange}
            onChange={(dateRange) => list.editDraft({ dateRange })}
          />
        </Field>
      </FilterBar>
      <PagedTable
        list={list}
        caption={stockLabels.captions.deductions}
        columns={deductionColumns()}
        rowKey="id"
        emptyText={stockLabels.emptyDeductions}
      />
    </section>
  );
}
