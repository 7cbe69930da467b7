import type { MovementList as MovementListKind, MovementQuery, MovementRow } from '../../contract/reports';
import { REPORT_LIST_KINDS } from '../../contract/reports';
import { LEDGER_KIND_LABELS, type LedgerKind } from '../../contract/stock';
import { formatDateTime, formatTrayType } from '../../core';
import {
  FilterBar,
  KeywordDateFields,
  PagedTable,
  SelectFilter,
  dateFilters,
  setFilters,
  withAll,
  type DateRange,
  type TableColumn,
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../query';
import type { ReportArea } from './areas';
import { common, MOVEMENT_LIST_LABELS } from './labels';
import { grouped } from './figures-format';
import { ScopeFields, type ScopeFilters } from './list-filters';

type Filters = ScopeFilters & {
  kind: LedgerKind | '';
  keyword: string;
  dateRange: DateRange | null;
};

/** The list's filters as the contract names them (dates as startDate / endDate). */
function toQuery({ dateRange, ...rest }: Filters): Omit<MovementQuery, 'pageNum' | 'pageSize'> {
  const { dateStart: startDate, dateEnd: endDate } = dateFilters(dateRange);
  return { ...setFilters(rest), ...setFilters({ startDate, endDate }) };
}
const toBody = ({ filters, paging }: PagedRequest<Filters>): MovementQuery => ({
  ...paging,
  ...toQuery(filters),
});

const movementColumns = (): TableColumn<MovementRow>[] => [
  { key: 'createdAt', title: common.time, render: (row) => formatDateTime(row.createdAt) },
  { key: 'documentNo', title: common.documentNo },
  { key: 'kind', title: common.kind, render: (row) => LEDGER_KIND_LABELS[row.kind] },
  { key: 'companyName', title: common.company },
  { key: 'warehouseName', title: common.warehouse },
  { key: 'trayTypeName', title: common.trayType, render: formatTrayType },
  { key: 'quantity', title: common.quantity, align: 'right', render: (row) => grouped(row.quantity) },
  { key: 'ownerCompanyName', title: common.owner },
];

export interface MovementListProps {
  area: ReportArea;
  list: MovementListKind;
  /** The member company the widget is narrowed to. */
  member?: string;
}

/**
 * One movement list (入库, 出库, 流转 or 归还) of either area: the ledger entries of its kinds, filtered by
 * member, warehouse, tray type, kind, document number and dates, paged and exported.
 */
export function MovementList({ area, list: kindOfList, member }: MovementListProps) {
  const text = MOVEMENT_LIST_LABELS[kindOfList];
  const path = area.paths.movements[kindOfList];
  const list = usePagedQuery<Filters, MovementRow>(path, {
    initialFilters: {
      memberCompanyId: member ?? '',
      warehouseId: '',
      trayTypeCode: '',
      kind: '',
      keyword: '',
      dateRange: null,
    },
    toBody,
  });
  const kinds = REPORT_LIST_KINDS[kindOfList].map((kind) => ({
    value: kind,
    label: LEDGER_KIND_LABELS[kind],
  }));
  return (
    <section aria-label={text.title}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <ScopeFields list={list} area={area} member={member} />
        <SelectFilter list={list} name="kind" label={common.kind} options={withAll<LedgerKind>(kinds)} />
        <KeywordDateFields list={list} keywordPlaceholder={common.documentKeywordPlaceholder} />
      </FilterBar>
      <ListToolbar
        listPath={path}
        filters={toQuery(list.applied)}
        label={common.export}
        code={area.exportCode}
      />
      <PagedTable
        list={list}
        caption={text.caption}
        columns={movementColumns()}
        rowKey="id"
        emptyText={common.empty}
      />
    </section>
  );
}
