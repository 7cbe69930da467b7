import { useState } from 'react';
import styled from 'styled-components';
import type { SignedFileVerdict } from '../../contract/contracts';
import { formatDateTime } from '../../core';
import { FileButton, TitledCard, vars } from '../../ui';
import { useApiAction } from '../query';
import { contractsApi } from './api';
import { verifyLabels as text } from './labels';

const Verdict = styled.div<{ $genuine: boolean }>`
  margin-top: ${vars.spaceMd};
  padding: ${vars.spaceMd} ${vars.spaceLg};
  border-left: 4px solid ${({ $genuine }) => ($genuine ? vars.colorSuccess : vars.colorDanger)};
  background: ${({ $genuine }) => ($genuine ? vars.colorBgMuted : vars.colorDangerSoft)};
  p {
    margin: 0;
  }
  strong {
    display: block;
    margin-bottom: ${vars.spaceXs};
  }
  code {
    font-size: ${vars.fontSizeSm};
    color: ${vars.colorTextSecondary};
    word-break: break-all;
  }
`;

/** 验证合同文件: a PDF goes to contract/verifySignedFile; the verdict says whether it is a signed contract. */
export function VerifyPanel() {
  const [verdict, setVerdict] = useState<SignedFileVerdict | null>(null);
  const verify = useApiAction({
    call: (file: File) => contractsApi.verify(file),
    onSuccess: (answer) => setVerdict(answer),
  });
  return (
    <TitledCard title={text.title}>
      <p>{text.hint}</p>
      <FileButton
        label={text.file}
        accept="application/pdf,.pdf"
        loading={verify.pending}
        onChoose={([file]) => void verify.run(file)}
      >
        {verify.pending ? text.checking : text.choose}
      </FileButton>
      <div role="status">
        {verdict && (
          <Verdict $genuine={verdict.genuine}>
            <strong>{verdict.genuine ? text.genuine : text.notGenuine}</strong>
            {verdict.contract && (
              <p>
                {text.genuineDetail(verdict.contract.contractNo, formatDateTime(verdict.contract.signedAt))}
              </p>
            )}
            <code>{text.sha256(verdict.sha256)}</code>
          </Verdict>
        )}
      </div>
    </TitledCard>
  );
}
