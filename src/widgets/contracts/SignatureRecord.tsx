import styled from 'styled-components';
import type { ContractDetail, ContractSigner } from '../../contract/contracts';
import { formatDateTime, toastBus } from '../../core';
import { Button, Table, vars, type TableColumn } from '../../ui';
import { detailLabels as text, SIGN_METHOD_LABELS, SIGNER_PARTY_LABELS } from './labels';

const signatureColumns = (): TableColumn<ContractSigner>[] => [
  { key: 'party', title: text.signer.party, render: (row) => SIGNER_PARTY_LABELS[row.party] },
  { key: 'partyName', title: text.signer.partyName, maxWidth: 280 },
  { key: 'signerName', title: text.signer.name },
  { key: 'account', title: text.signer.account },
  { key: 'signedAt', title: text.signer.time, render: (row) => formatDateTime(row.signedAt) },
  { key: 'ip', title: text.signer.ip },
  { key: 'method', title: text.signer.method, render: (row) => SIGN_METHOD_LABELS[row.method] },
];

const Hashes = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr) max-content;
  align-items: center;
  gap: ${vars.spaceSm} ${vars.spaceMd};
  margin: ${vars.spaceLg} 0 0;
  dt {
    color: ${vars.colorTextSecondary};
  }
  dd {
    display: contents;
  }
  code {
    font-size: ${vars.fontSizeSm};
    word-break: break-all;
  }
`;

async function copy(hash: string) {
  try {
    await navigator.clipboard.writeText(hash);
    toastBus.show({ message: text.copied, tone: 'success' });
  } catch {
    toastBus.show({ message: text.copyFailed, tone: 'error' });
  }
}

function Hash({ label, hash }: { label: string; hash: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <code>{hash}</code>
        <Button size="small" aria-label={text.copyOf(label)} onClick={() => void copy(hash)}>
          {text.copy}
        </Button>
      </dd>
    </>
  );
}

/** 签署记录 (each signer, once signed) and the 文件指纹 of the draft and of the signed file, copyable. */
export function SignatureRecord({ contract }: { contract: ContractDetail }) {
  return (
    <>
      {contract.signers.length > 0 && (
        <Table caption={text.signers} columns={signatureColumns()} rows={contract.signers} rowKey="party" />
      )}
      <Hashes aria-label={text.hashes}>
        <Hash label={`${text.hashes} ${text.documentHash}`} hash={contract.documentHash} />
        {contract.signedFileHash && (
          <Hash label={`${text.hashes} ${text.signedFileHash}`} hash={contract.signedFileHash} />
        )}
      </Hashes>
    </>
  );
}
