import styled from 'styled-components';
import type { MessageCollectData, MessageItem, MessageType } from '../../contract/messages';
import { formatDateTime } from '../../core';
import {
  Button,
  DateRangePicker,
  Field,
  FilterBar,
  Pagination,
  Select,
  Table,
  TextInput,
  vars,
  type TableColumn,
  LoadError,
} from '../../ui';
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { MESSAGE_LIST_CALL, messagesApi, READ_STATE_READS } from './api';
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

const readOptions = (): { value: ReadFilter; label: string }[] => [
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

const toBody = ({ filters, paging }: PagedRequest<MessageFilters>) =>
  toListQuery(filters, paging.pageNum, paging.pageSize);

/** The message list: type tabs with unread badges, filters, 全部标为已读 and the paged table. */
export function MessageList({ counts }: { counts: MessageCollectData | null }) {
  const emit = useEmit();
  const list = usePagedQuery<MessageFilters, MessageItem>(MESSAGE_LIST_CALL, {
    initialFilters: NO_FILTERS,
    toBody,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const { draft, editDraft, applied, data: page, loading, error, reload, paging } = list;
  const markAllRead = useApiAction({
    call: (type: MessageType | null) => messagesApi.clearUnread(type ? { type } : {}),
    confirm: (type) => ({
      message: messageLabels.markAllReadConfirm(type ? TYPE_LABELS[type] : messageLabels.all),
      confirmLabel: messageLabels.markAllRead,
    }),
    success: ({ cleared }) => messageLabels.markAllReadDone(cleared),
    invalidates: READ_STATE_READS,
  });

  const unreadInScope = applied.type
    ? (counts?.byType.find((entry) => entry.type === applied.type)?.unread ?? 0)
    : (counts?.unread ?? 0);

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
      <TypeTabs
        active={applied.type}
        counts={counts}
        onChange={(type) => list.applyNow((current) => ({ ...current, type }))}
      >
        <FilterBar onSearch={list.search} onReset={() => list.resetKeeping('type')} searching={loading}>
          <Field label={messageLabels.readState.label} layout="horizontal">
            <Select options={readOptions()} value={draft.read} onChange={(read) => editDraft({ read })} />
          </Field>
          <Field label={messageLabels.keyword.label} layout="horizontal">
            <TextInput
              value={draft.keyword}
              placeholder={messageLabels.keyword.placeholder}
              onChange={(event) => editDraft({ keyword: event.target.value })}
            />
          </Field>
          <Field label={messageLabels.dateRange} layout="horizontal">
            <DateRangePicker value={draft.dateRange} onChange={(dateRange) => editDraft({ dateRange })} />
          </Field>
        </FilterBar>
        <Toolbar>
          <Button
            onClick={() => void markAllRead.run(applied.type)}
            loading={markAllRead.pending}
            disabled={counts !== null && unreadInScope === 0}
          >
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
              onChange={list.setPaging}
            />
          </>
        )}
      </TypeTabs>
    </section>
  );
}
