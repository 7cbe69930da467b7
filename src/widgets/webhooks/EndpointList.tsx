import { useState } from 'react';
import styled from 'styled-components';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '../../contract/webhooks';
import {
  Button,
  PagedTable,
  RowActionButton,
  RowActions,
  Toolbar,
  vars,
  type TableColumn,
  punctuationLabels,
} from '../../ui';
import { useApiAction, usePagedQuery, type PagedRequest } from '../query';
import { useEmit } from '../widget-context';
import { PATHS, WEBHOOK_READS, webhooksApi } from './api';
import { formOf } from './endpoint-form';
import { EndpointFormDialog } from './EndpointFormDialog';
import { endpointLabels as text, EVENT_NAMES, STATE_NAMES } from './labels';
import { DELIVERIES_PATH, navigate } from './navigation';
import { SecretDialog } from './SecretDialog';

const Intro = styled.p`
  margin: 0 0 ${vars.spaceMd};
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

const Url = styled.span`
  display: block;
  word-break: break-all;
`;

const Description = styled.span`
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeSm};
`;

const NO_FILTERS = {};
const toBody = ({ paging }: PagedRequest<object>) => paging;

/**
 * 消息推送: the company's webhook endpoints; 新增接口, 编辑, 测试推送, 重置密钥 (the new secret shown once),
 * 启用/停用, 投递记录 and 删除 (confirmed).
 */
export function EndpointList() {
  const emit = useEmit();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const list = usePagedQuery<object, WebhookEndpoint>(PATHS.endpoints, {
    initialFilters: NO_FILTERS,
    toBody,
  });
  const ping = useApiAction({
    call: (row: WebhookEndpoint) => webhooksApi.ping(row.id),
    success: (delivery) => text.pinged(STATE_NAMES[delivery.state]),
    invalidates: WEBHOOK_READS,
  });
  const rotate = useApiAction({
    call: (row: WebhookEndpoint) => webhooksApi.rotate(row.id),
    confirm: (row) => ({ message: text.confirmRotate(row.url), confirmLabel: text.rotate }),
    invalidates: WEBHOOK_READS,
    onSuccess: setSecret,
  });
  const toggle = useApiAction({
    call: (row: WebhookEndpoint) => webhooksApi.update({ id: row.id, ...formOf(row), enabled: !row.enabled }),
    success: (saved) => text.toggled(saved.enabled),
    invalidates: WEBHOOK_READS,
  });
  const remove = useApiAction({
    call: (row: WebhookEndpoint) => webhooksApi.remove(row.id),
    confirm: (row) => ({ message: text.confirmRemove(row.url), confirmLabel: text.remove }),
    success: text.removed,
    invalidates: WEBHOOK_READS,
  });
  const busy = (ping.running ?? rotate.running ?? toggle.running ?? remove.running)?.id;

  const columns: TableColumn<WebhookEndpoint>[] = [
    {
      key: 'url',
      title: text.columns.url,
      render: (row) => (
        <>
          <Url>{row.url}</Url>
          <Description>{row.description}</Description>
        </>
      ),
    },
    {
      key: 'eventTypes',
      title: text.columns.eventTypes,
      render: (row) => row.eventTypes.map((type) => EVENT_NAMES[type]).join(punctuationLabels.listSeparator),
    },
    { key: 'enabled', title: text.columns.enabled, render: (row) => text.enabledNames[`${row.enabled}`] },
    { key: 'secretHint', title: text.columns.secretHint, render: (row) => text.secretHint(row.secretHint) },
    {
      key: 'actions',
      title: text.columns.actions,
      render: (row) => (
        <RowActions>
          <RowActionButton label={text.edit} subject={row.url} onClick={() => setEditing(row)} />
          <RowActionButton
            label={text.ping}
            subject={row.url}
            disabled={busy === row.id}
            onClick={() => void ping.run(row)}
          />
          <RowActionButton
            label={row.enabled ? text.disable : text.enable}
            subject={row.url}
            disabled={busy === row.id}
            onClick={() => void toggle.run(row)}
          />
          <RowActionButton
            label={text.rotate}
            subject={row.url}
            disabled={busy === row.id}
            onClick={() => void rotate.run(row)}
          />
          <RowActionButton
            label={text.deliveries}
            subject={row.url}
            onClick={() => navigate(emit, DELIVERIES_PATH, { endpointId: row.id })}
          />
          <RowActionButton
            label={text.remove}
            subject={row.url}
            disabled={busy === row.id}
            onClick={() => void remove.run(row)}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <section aria-label={text.listTitle}>
      <Intro>{text.intro}</Intro>
      <Toolbar>
        <Button variant="primary" onClick={() => setEditing('new')}>
          {text.add}
        </Button>
      </Toolbar>
      <PagedTable list={list} caption={text.caption} columns={columns} rowKey="id" emptyText={text.empty} />
      {editing && (
        <EndpointFormDialog
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={setSecret}
        />
      )}
      {secret && <SecretDialog endpoint={secret} onClose={() => setSecret(null)} />}
    </section>
  );
}
