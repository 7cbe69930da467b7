import styled from 'styled-components';
import { useState } from 'react';
import {
  WEBHOOK_DELIVERY_STATES,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookDeliveryEvent,
  type WebhookDeliveryQuery,
  type WebhookDeliveryState,
  type WebhookEndpoint,
} from '../../contract/webhooks';
import type { Page } from '../../contract/envelope';
import { formatDateTime } from '../../core';
import {
  DateRangePicker,
  Field,
  FilterBar,
  PagedTable,
  RowActionButton,
  RowActions,
  SelectFilter,
  dateFilters,
  type DateRange,
  type TableColumn,
  uiLabels,
  vars,
} from '../../ui';
import { ListToolbar } from '../ListToolbar';
import { useApiAction, useApiQuery, usePagedQuery, type PagedRequest } from '../query';
import { PATHS, WEBHOOK_READS, webhooksApi } from './api';
import { AttemptsDialog } from './AttemptsDialog';
import { DELIVERY_COLUMNS as titles, deliveryLabels as text, EVENT_NAMES, STATE_NAMES } from './labels';

const NextAttempt = styled.div`
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
  white-space: nowrap;
`;

/**
 * A delivery's state, with its next retry under it while one is due: a column of its own would be empty
 * on most rows and pushed the row's actions over the last columns at 1366 px.
 */
function DeliveryState({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <>
      {STATE_NAMES[delivery.state]}
      {delivery.nextAttemptAt && (
        <NextAttempt>
          {uiLabels.common.labelled(titles.nextAttemptAt, formatDateTime(delivery.nextAttemptAt))}
        </NextAttempt>
      )}
    </>
  );
}

interface Filters {
  endpointId: string;
  eventType: '' | WebhookDeliveryEvent;
  state: '' | WebhookDeliveryState;
  dateRange: DateRange | null;
}

/** The list's filters as its call and its export take them. */
const toQuery = (filters: Filters): Omit<WebhookDeliveryQuery, 'pageNum' | 'pageSize'> => ({
  ...(filters.endpointId && { endpointId: filters.endpointId }),
  ...(filters.eventType && { eventType: filters.eventType }),
  ...(filters.state && { state: filters.state }),
  ...dateFilters(filters.dateRange),
});

const toBody = ({ filters, paging }: PagedRequest<Filters>): WebhookDeliveryQuery => ({
  ...paging,
  ...toQuery(filters),
});

const allOption = () => ({ value: '' as const, label: text.all });
const eventOptions = () => [
  allOption(),
  ...[...WEBHOOK_EVENT_TYPES, 'ping' as const].map((type) => ({ value: type, label: EVENT_NAMES[type] })),
];
const stateOptions = () => [
  allOption(),
  ...WEBHOOK_DELIVERY_STATES.map((state) => ({ value: state, label: STATE_NAMES[state] })),
];

/** Every endpoint for the filter (an administrator has a handful). */
const ENDPOINTS_BODY = { pageNum: 1, pageSize: 100 };
const endpointOptions = (page: Page<WebhookEndpoint>) => [
  allOption(),
  ...page.list.map((endpoint) => ({ value: endpoint.id, label: endpoint.url })),
];

/** 投递记录: the company's deliveries, filtered by endpoint, event type, state and day; 查看 and 重新投递. */
export function DeliveryList({ endpointId }: { endpointId: string }) {
  const [viewing, setViewing] = useState<WebhookDelivery | null>(null);
  const endpoints = useApiQuery(PATHS.endpoints, ENDPOINTS_BODY, { silent: true, select: endpointOptions });
  const list = usePagedQuery<Filters, WebhookDelivery>(PATHS.deliveries, {
    initialFilters: { endpointId, eventType: '', state: '', dateRange: null },
    toBody,
  });
  const replay = useApiAction({
    call: (row: WebhookDelivery) => webhooksApi.replay(row.id),
    confirm: () => ({ message: text.confirmReplay, confirmLabel: text.replay }),
    success: (delivery) => text.replayed(STATE_NAMES[delivery.state]),
    invalidates: WEBHOOK_READS,
  });

  const columns: TableColumn<WebhookDelivery>[] = [
    { key: 'eventType', title: titles.eventType, render: (row) => EVENT_NAMES[row.eventType] },
    { key: 'endpointUrl', title: titles.endpointUrl },
    { key: 'state', title: titles.state, render: (row) => <DeliveryState delivery={row} /> },
    { key: 'attempts', title: titles.attempts },
    {
      key: 'lastStatus',
      title: titles.lastStatus,
      render: (row) => text.lastStatus(row.lastStatus, row.lastError),
    },
    { key: 'createdAt', title: titles.createdAt, render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'actions',
      title: text.actions,
      render: (row) => (
        <RowActions>
          <RowActionButton label={text.view} subject={row.id} onClick={() => setViewing(row)} />
          <RowActionButton
            label={text.replay}
            subject={row.id}
            disabled={replay.running?.id === row.id}
            onClick={() => void replay.run(row)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-label={text.listTitle}>
      <FilterBar onSearch={list.search} onReset={list.reset} searching={list.loading}>
        <SelectFilter
          list={list}
          name="endpointId"
          label={text.endpoint}
          options={endpoints.data ?? [allOption()]}
        />
        <SelectFilter list={list} name="eventType" label={text.eventType} options={eventOptions()} />
        <SelectFilter list={list} name="state" label={text.state} options={stateOptions()} />
        <Field label={text.createdDay} layout="horizontal">
          <DateRangePicker
            value={list.draft.dateRange}
            onChange={(dateRange) => list.editDraft({ dateRange })}
          />
        </Field>
      </FilterBar>
      <ListToolbar listPath={PATHS.deliveries} filters={toQuery(list.applied)} label={text.export} />
      <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={text.empty} />
      {viewing && <AttemptsDialog delivery={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}
