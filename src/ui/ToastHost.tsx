import styled from 'styled-components';
import { FloatingPortal } from '@floating-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { toastBus, type Toast, type ToastTone } from '../core/notify';
import { uiLabels } from './labels';
import { usePortalRoot } from './PortalRoot';
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

function ToastItem({ toast, onDone }: { toast: Toast; onDone: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDone]);
  return <Item $tone={toast.tone}>{toast.message}</Item>;
}

/**
 * Mounted hosts in mount order. Several widgets on one page each have a ToastHost, but a toast is
 * fixed to the viewport and must appear once: only the first mounted host shows toasts, and the next
 * takes over when it unmounts.
 */
const mountedHosts: symbol[] = [];

/**
 * Shows the toasts raised on core's `toastBus` (error toasts of the http client, business messages)
 * and removes each after its `durationMs`. The live region is always in the page, so screen readers
 * announce a toast as it is added.
 */
export function ToastHost() {
  const portalRoot = usePortalRoot();
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  useEffect(() => {
    const self = Symbol('ToastHost');
    mountedHosts.push(self);
    const unsubscribe = toastBus.subscribe((toast) => {
      if (mountedHosts[0] === self) setToasts((shown) => [...shown, toast]);
    });
    return () => {
      unsubscribe();
      mountedHosts.splice(mountedHosts.indexOf(self), 1);
    };
  }, []);
  const remove = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  );
  return (
    <FloatingPortal root={portalRoot}>
      <Region role="status" aria-live="polite" aria-label={uiLabels.toast.region}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDone={remove} />
        ))}
      </Region>
    </FloatingPortal>
  );
}
