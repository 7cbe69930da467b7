import styled from 'styled-components';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ToastTone } from '../core/notify';
import { uiLabels } from './labels';
import { usePortalRoot } from './PortalRoot';
import { toastStore } from './toast-store';
import { vars } from './theme/tokens';

const Region = styled.div`
  position: fixed;
  top: ${vars.spaceXl};
  left: 50%;
  transform: translateX(-50%);
  z-index: ${vars.zToast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.spaceSm};
  pointer-events: none;
  font-family: ${vars.fontFamily};
`;

const toneColours: Record<ToastTone, string> = {
  info: vars.colorPrimary,
  success: '#52c41a',
  warning: '#faad14',
  error: '#ff4d4f',
};

const Item = styled.div<{ $tone: ToastTone }>`
  max-width: 480px;
  padding: ${vars.spaceSm} ${vars.spaceLg};
  border-left: 4px solid ${(p) => toneColours[p.$tone]};
  border-radius: ${vars.radius};
  background: ${vars.colorBgInverse};
  color: ${vars.colorTextInverse};
  font-size: ${vars.fontSizeMd};
  line-height: ${vars.lineHeight};
  box-shadow: ${vars.shadowPopup};
  pointer-events: auto;
`;

/**
 * Shows the toasts raised on core's `toastBus` (error toasts of the http client, business messages);
 * `toastStore` removes each after its `durationMs`. The live region is always in the page, so screen
 * readers announce a toast as it is added. Of several hosts on a page only the first draws, so a toast
 * fixed to the viewport appears once.
 */
export function ToastHost() {
  const portalRoot = usePortalRoot();
  const [self] = useState(() => Symbol('ToastHost'));
  useEffect(() => toastStore.attach(self), [self]);
  const screen = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot);
  const toasts = screen.drawer === self ? screen.toasts : [];
  // React's own portal, not floating-ui's: every widget mounts a host, and floating-ui would then be on
  // every page's first load for a region that positions itself.
  return createPortal(
    <Region role="status" aria-live="polite" aria-label={uiLabels.toast.region}>
      {toasts.map((toast) => (
        <Item key={toast.id} $tone={toast.tone}>
          {toast.message}
        </Item>
      ))}
    </Region>,
    portalRoot,
  );
}
