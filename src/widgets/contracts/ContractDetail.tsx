import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CONTRACT_CODES, type ContractDetail as Contract } from '../../contract/contracts';
import { formatDate, formatDateTime, usePermissions } from '../../core';
import { Button, Details, DetailStates, Stack, TitledCard, Toolbar, vars, punctuationLabels } from '../../ui';
import { useApiQuery } from '../query';
import { useEmit } from '../widget-context';
import { idBody, PATHS } from './api';
import { ContractDocument } from './ContractDocument';
import { downloadAttachment, downloadContract } from './downloads';
import { detailLabels as text } from './labels';
import { CONTRACT_LIST_PATH, navigate } from './navigation';
import { SignatureRecord } from './SignatureRecord';
import { SignDialog } from './SignDialog';
import { StateBadge } from './StateBadge';

const Title = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.spaceMd};
  small {
    font-size: ${vars.fontSizeMd};
    font-weight: 400;
    color: ${vars.colorTextSecondary};
  }
`;

const Pending = styled.p`
  margin: ${vars.spaceMd} 0 0;
  padding: ${vars.spaceSm} ${vars.spaceMd};
  background: ${vars.colorPrimarySoft};
  border-radius: ${vars.radius};
`;

/** 合同详情: the contract, its document as page images, 签署 while pending, the record and downloads. */
export function ContractDetail({ id }: { id: string }) {
  const emit = useEmit();
  const state = useApiQuery<Contract>(PATHS.detail, idBody(id));
  const back = <Button onClick={() => navigate(emit, CONTRACT_LIST_PATH)}>{text.back}</Button>;
  return (
    <DetailStates state={state} notFoundText={text.notFound} back={back}>
      {(contract) => <ContractView key={contract.id} contract={contract} back={back} />}
    </DetailStates>
  );
}

function ContractView({ contract, back }: { contract: Contract; back: ReactNode }) {
  const { can } = usePermissions();
  const codes = CONTRACT_CODES[contract.kind];
  const [signing, setSigning] = useState(false);
  const [justSigned, setJustSigned] = useState(false);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const signed = contract.state === 'signed';
  useEffect(() => {
    if (justSigned && signed) downloadButton.current?.focus();
  }, [justSigned, signed]);
  const pending = contract.state === 'pending';
  return (
    <Stack>
      <TitledCard
        title={
          <Title>
            {punctuationLabels.documentTitle(contract.protocolName)}
            <small>{text.versionOf(contract.protocolVersion)}</small>
            <StateBadge state={contract.state} />
          </Title>
        }
      >
        <Details
          items={[
            [text.contractNo, contract.contractNo],
            [text.partyA, contract.companyName],
            [text.partyB, contract.platformName],
            ...(contract.c1ClientName ? [[text.c1Client, contract.c1ClientName] as const] : []),
            [text.deadline, formatDateTime(contract.signDeadline)],
            [text.signedAt, contract.signedAt ? formatDateTime(contract.signedAt) : '—'],
            [text.validUntil, contract.validUntil ? formatDate(contract.validUntil) : '—'],
          ]}
        />
        {pending && <Pending>{text.pendingHint(formatDateTime(contract.signDeadline))}</Pending>}
        <Toolbar>
          {pending && can(codes.sign) && (
            <Button variant="primary" onClick={() => setSigning(true)}>
              {text.sign}
            </Button>
          )}
          {can(codes.download) && (
            <Button
              ref={downloadButton}
              variant={signed ? 'primary' : 'default'}
              onClick={() => downloadContract(contract.id)}
            >
              {text.download}
            </Button>
          )}
          {signed && can(codes.downloadAttachment) && (
            <Button onClick={() => downloadAttachment(contract.id)}>{text.downloadAttachment}</Button>
          )}
          {back}
        </Toolbar>
      </TitledCard>
      {signed && (
        <TitledCard title={text.signers}>
          <SignatureRecord contract={contract} />
        </TitledCard>
      )}
      <TitledCard title={pending ? text.documentDraft : text.document}>
        {can(codes.viewAttachment) ? (
          <ContractDocument contractId={contract.id} title={text.document} />
        ) : (
          <p>{text.noPages}</p>
        )}
      </TitledCard>
      {signing && (
        <SignDialog
          contract={contract}
          onClose={() => setSigning(false)}
          onSigned={() => {
            setSigning(false);
            setJustSigned(true);
          }}
        />
      )}
    </Stack>
  );
}
