import type { SignQuery, SignRow } from '../../../contract/stock';
import { formatDateTime, usePermissions } from '../../../core';
import {
  Button,
  Field,
  FilterBar,
  PagedTable,
  RowActions,
  Select,
  Tabs,
  Toolbar,
  type DateRange,
  type TableColumn,
} from '../../../ui';
import { ListExportButtons } from '../../ListExportButtons';
import { usePagedList, type PagedListRequest } from '../../use-paged-list';
import { useEmit } from '../../widget-context';
import { movesApi, PATHS, type SourceType } from '../api';
import { KeywordDateFields } from '../KeywordDateFields';
import { common, SIGN_STATUS_LABELS, signLabels, SOURCE_TYPE_LABELS } from '../labels';
import { dateFilters, setFilters } from '../list-query';
import { optionsWithAll } from '../options';
import { navigate, SIGN_DETAIL_PATH } from '../navigation';

type SignStatus = 'pending' | 'signed';

interface SignFilters {
  status: SignStatus;
  sourceType: SourceType | '';
  keyword: string;
  dateRange: DateRange | null;
}

const NO_FILTERS: SignFilters = { status: 'pending', sourceType: '', keyword: '', dateRange: null };

const SOURCE_OPTIONS = optionsWithAll(SOURCE_TYPE_LABELS);

const STATUS_TABS = (Object.keys(SIGN_STATUS_LABELS) as SignStatus[]).map((key) => ({
  key,
  label: SIGN_STATUS_LABELS[key],
}));

function toQuery({
  status,
  sourceType,
  keyword,
  dateRange,
}: SignFilters): Omit<SignQuery, 'pageNum' | 'pageSize'> {
  return { ...setFilters({ status, sourceType, keyword }), ...dateFilters(dateRange) };
}

const load = ({ filters, paging }: PagedListRequest<SignFilters>, signal: AbortSignal) =>
  movesApi.signList({ ...paging, ...toQuery(filters) }, { signal });

/** 入库管理: inbound orders from the platform and transfers to my company, to be signed for. */
export function SignList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const list = usePagedList(NO_FILTERS, load);
  const { applied } = list;

  const open = (row: SignRow) => navigate(emit, SIGN_DETAIL_PATH, { sourceType: row.sourceType, id: row.id });

  const columns: TableColumn<SignRow>[] = [
    { key: 'documentNo', title: common.documentNo },
    { key: 'sourceType', title: signLabels.sourceType, render: (row) => SOURCE_TYPE_LABELS[row.sourceType] },
    { key: 'fromName', title: signLabels.from },
    {
      key: 'trayTypeName',
      title: common.trayType,
      render: (row) => `${row.trayTypeCode} ${row.trayTypeName}`,
    },
    { key: 'quantity', title: common.quantity, align: 'right' },
    ...(applied.status === 'signed'
      ? [
          { key: 'receivedQuantity', title: signLabels.receivedQuantity, align: 'right' as const },
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
            <Button
              size="small"
              variant="text"
              onClick={() => open(row)}
              aria-label={`${signLabels.check} ${row.documentNo}`}
            >
              {signLabels.check}
            </Button>
          )}
          {row.status === 'pending' && can('yelopack-stock-sign-sign') && (
            <Button
              size="small"
              variant="text"
              onClick={() => open(row)}
              aria-label={`${signLabels.sign} ${row.documentNo}`}
            >
              {signLabels.sign}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-label={signLabels.title}>
      <Tabs
        items={STATUS_TABS}
        active={applied.status}
        onChange={(status) => list.applyNow((current) => ({ ...current, status }))}
        aria-label={signLabels.tabs}
      >
        <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
          <Field label={signLabels.sourceType} layout="horizontal">
            <Select
              options={SOURCE_OPTIONS}
              value={list.draft.sourceType}
              onChange={(sourceType) => list.editDraft({ sourceType })}
            />
          </Field>
          <KeywordDateFields list={list} keywordPlaceholder={signLabels.keywordPlaceholder} />
        </FilterBar>
        {can('yelopack-stock-sign-export') && (
          <Toolbar>
            <ListExportButtons listPath={PATHS.signList} filters={toQuery(applied)} label={common.export} />
          </Toolbar>
        )}
        <PagedTable
          list={list}
          caption={signLabels.caption}
          columns={columns}
          rowKey="id"
          emptyText={common.empty}
        />
      </Tabs>
    </section>
  );
}
