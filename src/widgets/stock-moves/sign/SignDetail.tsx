import { useState, type ReactNode } from 'react';
import type { InboundOrder, Transfer } from '../../../contract/stock';
import { formatDateTime, usePermissions } from '../../../core';
import { Button, Card, Details, DetailStates, Stack, Table, TitledCard, Toolbar } from '../../../ui';
import { useApiQuery } from '../../query';
import { useEmit } from '../../widget-context';
import { SIGN_DETAIL_CALL, type SourceType } from '../api';
import { common, disputeLabels, signDetailLabels as text, SOURCE_TYPE_LABELS } from '../labels';
import { navigate, SIGN_LIST_PATH } from '../navigation';
import { Banner } from '../layout';
import { viewOf, type SignDocumentView } from './document-view';
import { DisputeDialog, type DisputeMode } from './DisputeDialog';
import { SignForm } from './SignForm';

/** 在途待签收: one inbound order or transfer to my company, and the form that signs for it. */
export function SignDetail({ sourceType, id }: { sourceType: SourceType; id: string }) {
  const emit = useEmit();
  const { can } = usePermissions();
  // A signature refreshes this read through the cache (SIGN_READS): the page then shows the signed state.
  const document = useApiQuery<InboundOrder | Transfer>(SIGN_DETAIL_CALL, { sourceType, id });
  // The dispute window is judged as of the page's opening; the server judges every request again.
  const [openedAt] = useState(Date.now);
  const back = <Button onClick={() => navigate(emit, SIGN_LIST_PATH)}>{common.back}</Button>;
  return (
    <DetailStates state={document} notFoundText={common.notFound} back={back}>
      {(found) => (
        <SignDocument
          id={id}
          document={viewOf(sourceType, found, openedAt)}
          canSign={can('yelopack-stock-sign-sign')}
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
  back: ReactNode;
}

function SignDocument({ id, document, canSign, back }: SignDocumentProps) {
  const [disputing, setDisputing] = useState<DisputeMode | null>(null);
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
            // Why a signed transfer offers 更正数量 no longer: the window's end, past or not.
            ...(document.disputableUntil
              ? [[disputeLabels.disputableUntil, formatDateTime(document.disputableUntil)] as const]
              : []),
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
      {document.disputeNote && <Banner role="status">{document.disputeNote}</Banner>}
      {document.pending && canSign && (
        <Card aria-label={text.formTitle}>
          <SignForm key={document.documentNo} id={id} document={document} />
        </Card>
      )}
      <Toolbar>
        {canSign &&
          document.disputes.map((mode) => (
            <Button key={mode} variant="danger" onClick={() => setDisputing(mode)}>
              {mode === 'correct' ? disputeLabels.correct : disputeLabels.reject}
            </Button>
          ))}
        {back}
      </Toolbar>
      {disputing && (
        <DisputeDialog
          mode={disputing}
          transfer={{ id, documentNo: document.documentNo, quantity: document.quantity }}
          needsWarehouse={document.pending}
          onClose={() => setDisputing(null)}
        />
      )}
    </Stack>
  );
}
