import { useCallback, type ReactNode } from 'react';
import { formatDateTime, usePermissions } from '../../../core';
import { Button, Card, Details, DetailStates, Stack, Table, TitledCard, Toolbar } from '../../../ui';
import { useRemote } from '../../use-remote';
import { useEmit } from '../../widget-context';
import { movesApi, type SourceType } from '../api';
import { common, signDetailLabels as text, SOURCE_TYPE_LABELS } from '../labels';
import { navigate, SIGN_LIST_PATH } from '../navigation';
import { Banner } from '../layout';
import { viewOf, type SignDocumentView } from './document-view';
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
  const document = useRemote(load);
  const back = <Button onClick={() => navigate(emit, SIGN_LIST_PATH)}>{common.back}</Button>;
  return (
    <DetailStates state={document} notFoundText={common.notFound} back={back}>
      {(view) => (
        <SignDocument
          id={id}
          document={view}
          canSign={can('yelopack-stock-sign-sign')}
          onSigned={document.reload}
          back={back}
        />
      )}
    </DetailStates>
  );
}

interface SignDocumentProps {
  id: string;
  document: SignDocumentView;
  canSign: boolean;
  onSigned: () => void;
  back: ReactNode;
}

function SignDocument({ id, document, canSign, onSigned, back }: SignDocumentProps) {
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
      <TitledCard title={`${SOURCE_TYPE_LABELS[document.sourceType]} ${document.documentNo}`}>
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
      </TitledCard>
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
      {document.pending && canSign && (
        <Card aria-label={text.formTitle}>
          <SignForm key={document.documentNo} id={id} document={document} onSigned={onSigned} />
        </Card>
      )}
      <Toolbar>{back}</Toolbar>
    </Stack>
  );
}
