import styled from 'styled-components';
import { FloatingPortal } from '@floating-ui/react';
import { useId, type ReactNode } from 'react';
import { usePortalRoot } from './PortalRoot';
import { vars } from './theme/tokens';

export interface NoticeProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Buttons, e.g. 我知道了 and 确认刷新. */
  actions?: ReactNode;
  'data-testid'?: string;
}

const Card = styled.section`
  position: fixed;
  right: ${vars.spaceXl};
  bottom: ${vars.spaceXl};
  z-index: ${vars.zNotice};
  box-sizing: border-box;
  width: 320px;
  padding: ${vars.spaceLg} ${vars.spaceXl};
  background: ${vars.colorBg};
  border-top: 3px solid ${vars.colorPrimary};
  border-radius: ${vars.radiusLarge};
  box-shadow: ${vars.shadowPopup};
  font-family: ${vars.fontFamily};
  font-size: ${vars.fontSizeMd};
  line-height: ${vars.lineHeight};
  color: ${vars.colorText};
`;

const Title = styled.h2`
  margin: 0 0 ${vars.spaceSm};
  font-size: ${vars.fontSizeLg};
  font-weight: 600;
`;

const Body = styled.div`
  color: ${vars.colorTextSecondary};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.spaceSm};
  margin-top: ${vars.spaceLg};
`;

/**
 * A card in the bottom-right corner that does not block the page (a non-modal dialog, announced
 * when it appears). The shell uses it for the update notice; what the buttons do is the caller's.
 */
export function Notice({ open, title, children, actions, 'data-testid': testId }: NoticeProps) {
  const portalRoot = usePortalRoot();
  const titleId = useId();
  const bodyId = useId();
  if (!open) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <Card
        role="alertdialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        data-testid={testId}
      >
        <Title id={titleId}>{title}</Title>
        <Body id={bodyId}>{children}</Body>
        {actions != null && <Actions>{actions}</Actions>}
      </Card>
    </FloatingPortal>
  );
}
