import styled from 'styled-components';
import type { ReactNode } from 'react';
import { uiLabels } from './labels';
import { Spinner } from './Spinner';
import { vars } from './theme/tokens';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.spaceSm};
  padding: ${vars.spaceXl};
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeMd};
`;

const Accent = styled.span`
  display: inline-flex;
  color: ${vars.colorPrimary};
`;

/** Loading state (加载中…) announced politely to screen readers. */
export function Loading({ text = uiLabels.loading }: { text?: ReactNode }) {
  return (
    <Box role="status" aria-live="polite">
      <Accent>
        <Spinner size={18} />
      </Accent>
      <span>{text}</span>
    </Box>
  );
}
