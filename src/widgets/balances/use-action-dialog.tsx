import { lazy, Suspense, useRef, useState } from 'react';
import type { ActionSource, StockAction } from './action-form';
import type { ActionDialogProps } from './ActionDialog';

// The dialogs (forms, validation, target lookups) load on first use: the board stays light for the host.
const ActionDialog = lazy(() => import('./ActionDialog'));

interface OpenDialog {
  action: StockAction;
  source?: ActionSource;
  /** Counts openings: every opening mounts a new dialog, with a new requestId. */
  opening: number;
}

/**
 * One action dialog per view: `open(action, row?)` shows it; after a successful submit it closes (the
 * dialog has invalidated the stock reads, so every list and total on the page refreshes).
 */
export function useActionDialog(filters?: ActionDialogProps['filters']) {
  const [current, setCurrent] = useState<OpenDialog | null>(null);
  const openings = useRef(0);
  const close = () => setCurrent(null);
  const dialog = current && (
    <Suspense fallback={null}>
      <ActionDialog
        key={current.opening}
        action={current.action}
        source={current.source}
        filters={filters}
        onClose={close}
        onDone={close}
      />
    </Suspense>
  );
  const open = (action: StockAction, source?: ActionSource) => {
    openings.current += 1;
    setCurrent({ action, source, opening: openings.current });
  };
  return { open, dialog };
}
