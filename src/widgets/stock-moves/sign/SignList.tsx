import { SIGN_OUTCOME_LABELS, type SignQuery, type SignRow } from '../../../contract/stock';
import { formatDateTime, formatTrayType, usePermissions } from '../../../core';
import {
  FilterBar,
  FilterTabs,
  KeywordDateFields,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  dateFilters,
  optionsWithAll,
  setFilters,
  tabItemsOf,
  type DateRange,
  type TableColumn,
} from '../../../ui';
import { ListToolbar } from '../../ListToolbar';
import { usePagedQuery, type PagedRequest } from '../../query';
import { useEmit } from '../../widget-context';
import { SIGN_LIST_CALL, type SourceType } from '../api';
import { common, SIGN_STATUS_LABELS, signLabels, SOURCE_TYPE_LABELS } from '../labels';
import { navigate, SIGN_DETAIL_PATH } from '../navigation';

type SignStatus = 'pending' | 'signed';

interface SignFilters {
  status: SignStatus;
  sourceType: SourceType | '';
  keyword: string;
  dateRange: DateRange | null;
}

const NO_FILTERS: SignFilters = { status: 'pending', sourceType: '', keyword: '', dateRange: null };

const sourceOptions = () => optionsWithAll(SOURCE_TYPE_LABELS);

const statusTabs = () => tabItemsOf<SignStatus>(SIGN_STATUS_LABELS);

function toQuery({
  status,
  sourceType,
  keyword,
  dateRange,
}: SignFilters): Omit<SignQuery, 'pageNum' | 'pageSize'> {
  return { ...setFilters({ status, sourceType, keyword }), ...dateFilters(dateRange) };
}

const toBody = ({ filters, paging }: PagedRequest<SignFilters>): SignQuery => ({
  ...paging,
  ...toQuery(filters),
});

/** 入库管理: inbound orders from the platform and transfers to my company, to be signed for. */
export function SignList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const list = usePagedQuery<SignFilters, SignRow>(SIGN_LIST_CALL, { initialFilters: NO_FILTERS, toBody });
  const { applied } = list;

  const open = (row: SignRow) => navigate(emit, SIGN_DETAIL_PATH, { sourceType: row.sourceType, id: row.id });

  const columns: TableColumn<SignRow>[] = [
    { key: 'documentNo', title: common.documentNo },
    { key: 'sourceType', title: signLabels.sourceType, render: (row) => SOURCE_TYPE_LABELS[row.sourceType] },
    { key: 'fromName', title: signLabels.from },
    {
      key: 'trayTypeName',
      title: common.trayType,
      render: (row) => formatTrayType(row),
    },
    { key: 'quantity', title: common.quantity, align: 'right' },
    ...(applied.status === 'signed'
      ? [
          { key: 'receivedQuantity', title: signLabels.receivedQuantity, align: 'right' as const },
          {
            key: 'outcome',
            title: signLabels.outcome,
            // A rejected transfer reads 已拒收 beside its 实收 0, not as a signing of nothing.
            render: (row: SignRow) => (row.outcome ? SIGN_OUTCOME_LABELS[row.outcome] : ''),
          },
          {
            key: 'signedAt',
            title: signLabels.signedAt,
            render: (row: SignRow) => formatDateTime(row.signedAt),
          },
        ]
      : [
          {
            key: 'createdAt',
            title: common.createdAt,
            render: (row: SignRow) => formatDateTime(row.createdAt),
          },
        ]),
    { key: 'warehouseName', title: common.warehouse },
    {
      key: 'actions',
      title: common.actions,
      render: (row) => (
        <RowActions>
          {can('yelopack-stock-sign-check') && (
            <RowActionButton label={signLabels.check} subject={row.documentNo} onClick={() => open(row)} />
          )}
          {row.status === 'pending' && can('yelopack-stock-sign-sign') && (
            <RowActionButton label={signLabels.sign} subject={row.documentNo} onClick={() => open(row)} />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-label={signLabels.title}>
      <FilterTabs list={list} name="status" items={statusTabs()} aria-label={signLabels.tabs}>
        {/* 重置 here also goes back to the 待签收 tab (the other tabbed lists keep their tab). */}
        <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
          <SelectFilter
            list={list}
            name="sourceType"
            label={signLabels.sourceType}
            options={sourceOptions()}
          />
          <KeywordDateFields list={list} keywordPlaceholder={signLabels.keywordPlaceholder} />
        </FilterBar>
        <ListToolbar
          listPath={SIGN_LIST_CALL}
          filters={toQuery(applied)}
          label={common.export}
          code="yelopack-stock-sign-export"
        />
        <PagedTable
          list={list}
          caption={signLabels.captions[applied.status]}
          columns={columns}
          rowKey="id"
          emptyText={common.empty}
        />
      </FilterTabs>
    </section>
  );
}
