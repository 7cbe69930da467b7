import { useCallback } from 'react';
import { formatDateTime, usePermissions } from '../../../core';
import { Button, Card, Empty, LoadError, Loading, PageHeader, Table, Toolbar } from '../../../ui';
import { useRemote } from '../../use-remote';
import { useEmit } from '../../widget-context';
import { movesApi, type SourceType } from '../api';
import { Details } from '../Details';
import { common, signDetailLabels as text, SOURCE_TYPE_LABELS } from '../labels';
import { navigate, SIGN_LIST_PATH } from '../navigation';
import { Banner, Stack } from '../layout';
import { viewOf } from './document-view';
import { SignForm } from './SignForm';

/** 在途待签收: one inbound order or transfer to my company, and the form that signs for it. */
export function SignDetail({ sourceType, id }: { sourceType: SourceType; id: string }) {
  const emit = useEmit();
  const { can } = usePermissions();
  const load = useCallback(
    (signal: AbortSignal) =>
      movesApi.signDetail({ sourceType, id }, { signal }).then((doc) => viewOf(sourceType, doc)),
    [sourceType, id],
  );
  const { data: document, loading, error, reload } = useRemote(load);
  const back = (
    <Toolbar>
      <Button onClick={() => navigate(emit, SIGN_LIST_PATH)}>{common.back}</Button>
    </Toolbar>
  );

  if (error)
    return (
      <>
        <LoadError message={error} onRetry={reload} />
        {back}
      </>
    );
  if (!document) return loading ? <Loading /> : <Empty text={common.notFound} />;

  const difference =
    document.receivedQuantity === null ? null : document.quantity - document.receivedQuantity;
  const line = {
    key: document.documentNo,
    quantity: document.quantity,
    receivedQuantity: document.receivedQuantity ?? '—',
    difference: difference ?? '—',
  };

  return (
    <Stack aria-label={text.title}>
      <Card aria-labelledby="yp-sign-document">
        <PageHeader
          title={
            <span id="yp-sign-document">{`${SOURCE_TYPE_LABELS[document.sourceType]} ${document.documentNo}`}</span>
          }
        />
        <Details
          items={[
            [common.documentNo, document.documentNo],
            [text.status, <span data-testid="sign-status">{document.statusLabel}</span>],
            [text.from, document.from],
            [text.to, document.warehouseName],
            [text.plateNumber, document.plateNumber],
            [text.signedAt, formatDateTime(document.signedAt)],
            ...(document.differenceReason
              ? [[text.differenceReason, document.differenceReason] as const]
              : []),
          ]}
        />
      </Card>
      <Card aria-label={text.lines}>
        <Table
          caption={text.lines}
          rowKey="key"
          rows={[line]}
          columns={[
            { key: 'quantity', title: common.quantity, align: 'right' },
            { key: 'receivedQuantity', title: text.receivedQuantity, align: 'right' },
            { key: 'difference', title: text.difference, align: 'right' },
          ]}
        />
      </Card>
      {document.cancelled && <Banner role="status">{text.cancelled}</Banner>}
      {document.pending && can('yelopack-stock-sign-sign') && (
        <Card aria-label={text.formTitle}>
          <SignForm key={document.documentNo} id={id} document={document} onSigned={reload} />
        </Card>
      )}
      {back}
    </Stack>
  );
}
