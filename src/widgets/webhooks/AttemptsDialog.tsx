import styled from 'styled-components';
import type { WebhookAttempt, WebhookDelivery } from '../../contract/webhooks';
import { formatDateTime } from '../../core';
import { Button, DetailStates, Dialog, Table, uiLabels, vars, type TableColumn } from '../../ui';
import { useApiQuery } from '../query';
import { PATHS } from './api';
import { attemptLabels as text } from './labels';

const Body = styled.pre`
  max-height: 160px;
  margin: 0;
  overflow: auto;
  padding: ${vars.spaceSm};
  border: 1px solid ${vars.colorBorder};
  border-radius: ${vars.radius};
  background: ${vars.colorBgMuted};
  font-size: ${vars.fontSizeSm};
  white-space: pre-wrap;
  word-break: break-all;
`;

const Section = styled.div`
  display: grid;
  gap: ${vars.spaceSm};
  margin-bottom: ${vars.spaceLg};
`;

const pretty = (json: string): string => {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
};

const attemptColumns = (): TableColumn<WebhookAttempt>[] => [
  { key: 'startedAt', title: text.columns.startedAt, render: (row) => formatDateTime(row.startedAt) },
  { key: 'kind', title: text.columns.kind, render: (row) => (row.manual ? text.manual : text.scheduled) },
  { key: 'statusCode', title: text.columns.statusCode, render: (row) => row.statusCode ?? '—' },
  { key: 'durationMs', title: text.columns.durationMs, render: (row) => text.duration(row.durationMs) },
  { key: 'responseBody', title: text.columns.responseBody, render: (row) => row.responseBody.slice(0, 200) },
  { key: 'error', title: text.columns.error },
];

/** 投递详情: the delivery's id and body, and every attempt with its answer. */
export function AttemptsDialog({ delivery, onClose }: { delivery: WebhookDelivery; onClose: () => void }) {
  const attempts = useApiQuery<WebhookAttempt[]>(PATHS.attempts, { id: delivery.id });
  return (
    <Dialog
      open
      onClose={onClose}
      title={text.title}
      width={900}
      footer={<Button onClick={onClose}>{text.close}</Button>}
    >
      <Section>
        <div>{uiLabels.common.labelled(text.deliveryId, delivery.id)}</div>
        <div>{text.body}</div>
        <Body>{pretty(delivery.body)}</Body>
      </Section>
      <DetailStates state={attempts} notFoundText={text.notFound} back={null}>
        {(rows) => (
          <Table
            caption={text.attempts}
            columns={attemptColumns()}
            rows={rows}
            rowKey="id"
            emptyText={text.empty}
          />
        )}
      </DetailStates>
    </Dialog>
  );
}
