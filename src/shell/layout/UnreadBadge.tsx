import styled from 'styled-components';
import { Link } from 'react-router';
import { vars } from '../../ui';
import { shellLabels } from '../labels';

const MessageLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${vars.spaceXs};
  color: inherit;
  text-decoration: none;
  &:focus-visible {
    outline: none;
    box-shadow: ${vars.focusRing};
  }
`;

const Count = styled.span`
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${vars.colorDanger};
  color: ${vars.colorTextInverse};
  font-size: ${vars.fontSizeSm};
  line-height: 18px;
  text-align: center;
`;

/** The message entry of the header; the count is hidden at zero and capped at 99+ on screen. */
export function UnreadBadge({ count }: { count: number }) {
  const { header } = shellLabels;
  return (
    <MessageLink to="/message/message" data-testid="header-unread" aria-label={header.unreadCount(count)}>
      <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5v3L2 11.5h12L12.5 9V6A4.5 4.5 0 0 0 8 1.5zM6.5 13a1.5 1.5 0 0 0 3 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.3"
        />
      </svg>
      {header.unread}
      {count > 0 && <Count data-count={count}>{count > 99 ? '99+' : count}</Count>}
    </MessageLink>
  );
}
