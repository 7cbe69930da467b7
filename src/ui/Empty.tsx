import styled from 'styled-components';
import type { ReactNode } from 'react';
import { uiLabels } from './labels';
import { vars } from './theme/tokens';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.spaceSm};
  padding: ${vars.spaceXl};
  color: ${vars.colorTextSecondary};
  font-size: ${vars.fontSizeMd};
`;

/** An empty tray drawn in line, so nothing is fetched. */
function EmptyTray() {
  return (
    <svg width="64" height="40" viewBox="0 0 64 40" aria-hidden="true" focusable="false">
      <ellipse cx="32" cy="34" rx="30" ry="5" fill="#f0f0f0" />
      <path d="M8 14h48v14H8z" fill="#fafafa" stroke="#d9d9d9" />
      <path d="M8 14l8-10h32l8 10" fill="none" stroke="#d9d9d9" />
      <path d="M24 21h16" stroke="#d9d9d9" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Empty state (暂无数据). */
export function Empty({ text = uiLabels.empty }: { text?: ReactNode }) {
  return (
    <Box>
      <EmptyTray />
      <span>{text}</span>
    </Box>
  );
}
