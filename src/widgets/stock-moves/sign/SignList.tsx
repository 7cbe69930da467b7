import { useCallback } from 'react';
import type { SignQuery, SignRow } from '../../../contract/stock';
import { formatDateTime, usePermissions } from '../../../core';
import {
  Button,
  DateRangePicker,
  Field,
  FilterBar,
  Select,
  Tabs,
  TextInput,
  type DateRange,
  type TableColumn,
} from '../../../ui';
import { ExportButtons } from '../../../ui/ExportButtons';
import { useListFilters } from '../../../ui/use-list-filters';
import { useRemote } from '../../use-remote';
import { useEmit } from '../../widget-context';
import { movesApi, openExport, PATHS, type SourceType } from '../api';
import { common, SIGN_STATUS_LABELS, signLabels, SOURCE_TYPE_LABELS } from '../labels';
import { dateFilters, setFilters } from '../list-query';
import { ListSection } from '../ListSection';
import { optionsWithAll } from '../options';
import { navigate, SIGN_DETAIL_PATH } from '../navigation';
import { RowActions, Toolbar } from '../layout';

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

/** 入库管理: inbound orders from the platform and transfers to my company, to be signed for. */
export function SignList() {
  const emit = useEmit();
  const { can } = usePermissions();
  const list = useListFilters(NO_FILTERS);
  const { applied, paging } = list;
  const load = useCallback(
    (signal: AbortSignal) => movesApi.signList({ ...paging, ...toQuery(applied) }, { signal }),
    [applied, paging],
  );
  const { data: page, loading, error, reload } = useRemote(load);

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
        <FilterBar onSearch={list.search} onReset={list.reset} searching={loading}>
          <Field label={signLabels.sourceType} layout="horizontal">
            <Select
              options={SOURCE_OPTIONS}
              value={list.draft.sourceType}
              onChange={(sourceType) => list.setDraft((current) => ({ ...current, sourceType }))}
            />
          </Field>
          <Field label={common.keyword} layout="horizontal">
            <TextInput
              value={list.draft.keyword}
              placeholder={signLabels.keywordPlaceholder}
              onChange={(event) => list.setDraft((current) => ({ ...current, keyword: event.target.value }))}
            />
          </Field>
          <Field label={common.dateRange} layout="horizontal">
            <DateRangePicker
              value={list.draft.dateRange}
              onChange={(dateRange) => list.setDraft((current) => ({ ...current, dateRange }))}
            />
          </Field>
        </FilterBar>
        {can('yelopack-stock-sign-export') && (
          <Toolbar>
            <ExportButtons
              label={common.export}
              onExport={(format) => openExport(PATHS.signList, format, toQuery(applied))}
            />
          </Toolbar>
        )}
        <ListSection
          caption={signLabels.caption}
          columns={columns}
          rowKey="id"
          page={page}
          loading={loading}
          error={error}
          onRetry={reload}
          paging={paging}
          onPage={list.setPaging}
        />
      </Tabs>
    </section>
  );
}
