import styled from 'styled-components';
import { useCallback, useState } from 'react';
import type { MessageCollectData, MessageItem, MessageType } from '../../contract/messages';
import { formatDateTime, toastBus } from '../../core';
import {
  Button,
  DateRangePicker,
  Field,
  FilterBar,
  Pagination,
  Select,
  Table,
  TextInput,
  useConfirm,
  vars,
  type TableColumn,
  LoadError,
} from '../../ui';
import { useRemote } from '../use-remote';
import { useEmit } from '../widget-context';
import { messagesApi } from './api';
import { messageLabels, TYPE_LABELS } from './labels';
import {
  DEFAULT_PAGE_SIZE,
  NO_FILTERS,
  toListQuery,
  type MessageFilters,
  type ReadFilter,
} from './message-query';
import { MESSAGE_DETAIL_PATH, navigate } from './navigation';
import { TypeTabs } from './TypeTabs';

const READ_OPTIONS: { value: ReadFilter; label: string }[] = [
  { value: 'all', label: messageLabels.all },
  { value: 'unread', label: messageLabels.readState.unread },
  { value: 'read', label: messageLabels.readState.read },
];

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: ${vars.spaceMd} 0;
`;

const TitleLink = styled.button<{ $unread: boolean }>`
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.colorPrimaryText};
  font: inherit;
  font-weight: ${(p) => (p.$unread ? 600 : 400)};
  text-align: start;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

const ReadState = styled.span<{ $unread: boolean }>`
  color: ${(p) => (p.$unread ? vars.colorPrimaryText : vars.colorTextSecondary)};
`;

interface MessageListProps {
  counts: MessageCollectData | null;
  /** Called after this view changed read states, so the counts are loaded again. */
  onCountsStale: () => void;
}

export function MessageList({ counts, onCountsStale }: MessageListProps) {
  const emit = useEmit();
  const confirm = useConfirm();
  // `draft` is what the filter bar shows; `applied` is what was last searched for.
  const [draft, setDraft] = useState<MessageFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<MessageFilters>(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [clearing, setClearing] = useState(false);

  const load = useCallback(
    (signal: AbortSignal) =>
      messagesApi.list(toListQuery(applied, paging.pageNum, paging.pageSize), { signal }),
    [applied, paging],
  );
  const { data: page, loading, error, reload } = useRemote(load);

  const apply = (filters: MessageFilters) => {
    setApplied(filters);
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };
  const selectType = (type: MessageType | null) => {
    setDraft((current) => ({ ...current, type }));
    apply({ ...applied, type });
  };

  const unreadInScope = applied.type
    ? (counts?.byType.find((entry) => entry.type === applied.type)?.unread ?? 0)
    : (counts?.unread ?? 0);

  const markAllRead = async () => {
    const scope = applied.type ? TYPE_LABELS[applied.type] : messageLabels.all;
    if (
      !(await confirm({
        message: messageLabels.markAllReadConfirm(scope),
        confirmLabel: messageLabels.markAllRead,
      }))
    ) {
      return;
    }
    setClearing(true);
    try {
      const { cleared } = await messagesApi.clearUnread(applied.type ? { type: applied.type } : {});
      toastBus.show({ message: messageLabels.markAllReadDone(cleared), tone: 'success' });
      reload();
      onCountsStale();
    } catch {
      // The http client has shown the error toast already.
    } finally {
      setClearing(false);
    }
  };

  const columns: TableColumn<MessageItem>[] = [
    {
      key: 'title',
      title: messageLabels.columns.title,
      render: (message) => (
        <TitleLink
          type="button"
          $unread={!message.read}
          onClick={() => navigate(emit, MESSAGE_DETAIL_PATH, { id: message.id })}
        >
          {message.title}
        </TitleLink>
      ),
    },
    {
      key: 'type',
      title: messageLabels.columns.type,
      width: 120,
      render: (message) => TYPE_LABELS[message.type],
    },
    {
      key: 'createdAt',
      title: messageLabels.columns.time,
      width: 200,
      render: (message) => <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>,
    },
    {
      key: 'read',
      title: messageLabels.columns.read,
      width: 100,
      render: (message) => (
        <ReadState $unread={!message.read}>
          {message.read ? messageLabels.readState.read : messageLabels.readState.unread}
        </ReadState>
      ),
    },
  ];

  return (
    <section aria-label={messageLabels.caption}>
      <TypeTabs active={applied.type} counts={counts} onChange={selectType}>
        <FilterBar
          onSearch={() => apply(draft)}
          onReset={() => {
            const cleared = { ...NO_FILTERS, type: applied.type };
            setDraft(cleared);
            apply(cleared);
          }}
          searching={loading}
        >
          <Field label={messageLabels.readState.label} layout="horizontal">
            <Select
              options={READ_OPTIONS}
              value={draft.read}
              onChange={(read) => setDraft((current) => ({ ...current, read }))}
            />
          </Field>
          <Field label={messageLabels.keyword.label} layout="horizontal">
            <TextInput
              value={draft.keyword}
              placeholder={messageLabels.keyword.placeholder}
              onChange={(event) => setDraft((current) => ({ ...current, keyword: event.target.value }))}
            />
          </Field>
          <Field label={messageLabels.dateRange} layout="horizontal">
            <DateRangePicker
              value={draft.dateRange}
              onChange={(dateRange) => setDraft((current) => ({ ...current, dateRange }))}
            />
          </Field>
        </FilterBar>
        <Toolbar>
          <Button onClick={markAllRead} loading={clearing} disabled={counts !== null && unreadInScope === 0}>
            {messageLabels.markAllRead}
          </Button>
        </Toolbar>
        {error ? (
          <LoadError title={messageLabels.loadFailed} message={error} onRetry={reload} />
        ) : (
          <>
            <Table
              caption={messageLabels.caption}
              columns={columns}
              rows={page?.list ?? []}
              rowKey="id"
              loading={loading}
              emptyText={messageLabels.empty}
            />
            <Pagination
              pageNum={paging.pageNum}
              pageSize={paging.pageSize}
              total={page?.total ?? 0}
              onChange={(pageNum, pageSize) => setPaging({ pageNum, pageSize })}
            />
          </>
        )}
      </TypeTabs>
    </section>
  );
}
