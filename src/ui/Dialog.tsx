import styled from 'styled-components';
import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { useId, type ReactNode, type RefObject } from 'react';
import { IconButton } from './Button';
import { uiLabels } from './labels';
import { usePortalRoot } from './PortalRoot';
import { vars } from './theme/tokens';

export interface DialogProps {
  open: boolean;
  /** Called on Escape and on the close button. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom right. */
  footer?: ReactNode;
  width?: number;
  /** 'alertdialog' for questions that interrupt the user (confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** The element focused on open; default is the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}

const Overlay = styled(FloatingOverlay)`
  z-index: ${vars.zDialog};
  display: grid;
  place-items: center;
  padding: ${vars.spaceXl};
  background: ${vars.colorBgMask};
`;

const Panel = styled.div<{ $width: number }>`
  box-sizing: border-box;
  width: min(${(p) => p.$width}px, 100%);
  max-height: calc(100vh - 48px);
  display: flex;
  flex-direction: column;
  background: ${vars.colorBg};
  border-radius: ${vars.radiusLarge};
  box-shadow: ${vars.shadowPopup};
  font-family: ${vars.fontFamily};
  font-size: ${vars.fontSizeMd};
  line-height: ${vars.lineHeight};
  color: ${vars.colorText};
  outline: none;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${vars.spaceLg} ${vars.spaceXl};
  border-bottom: 1px solid ${vars.colorBorder};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.fontSizeLg};
  font-weight: 600;
`;

const Body = styled.div`
  padding: ${vars.spaceXl};
  overflow-y: auto;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.spaceSm};
  padding: ${vars.spaceMd} ${vars.spaceXl};
  border-top: 1px solid ${vars.colorBorder};
`;

function CloseIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * A modal dialog: focus is trapped inside and returns to the opener on close, Escape closes, the
 * page behind is inert for assistive technology and does not scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  width = 520,
  role = 'dialog',
  initialFocus,
}: DialogProps) {
  const portalRoot = usePortalRoot();
  const titleId = useId();
  const bodyId = useId();
  const {
    refs: { setFloating },
    context,
  } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  // A click on the mask does not close: a half-filled form should not vanish by a stray click.
  const dismiss = useDismiss(context, { outsidePress: false });
  const { getFloatingProps } = useInteractions([dismiss]);
  if (!open) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <Overlay lockScroll>
        <FloatingFocusManager context={context} modal initialFocus={initialFocus ?? 0}>
          <Panel
            ref={setFloating}
            role={role}
            aria-modal="true"
            aria-labelledby={titleId}
            aria-describedby={bodyId}
            $width={width}
            {...getFloatingProps()}
          >
            <Header>
              <Title id={titleId}>{title}</Title>
              <IconButton label={uiLabels.common.close} icon={<CloseIcon />} size="small" onClick={onClose} />
            </Header>
            <Body id={bodyId}>{children}</Body>
            {footer != null && <Footer>{footer}</Footer>}
          </Panel>
        </FloatingFocusManager>
      </Overlay>
    </FloatingPortal>
  );
}
