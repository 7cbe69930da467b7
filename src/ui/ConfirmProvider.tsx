import { Suspense, createContext, lazy, useCallback, useContext, useState, type ReactNode } from 'react';

/**
 * Loaded with the first question: every widget hosts a provider, and the dialog (floating-ui's focus
 * trap and overlay) would otherwise be on every page's first load, asked or not.
 */
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then((module) => ({ default: module.ConfirmDialog })),
);

export interface ConfirmRequest {
  message: ReactNode;
  confirmLabel?: ReactNode;
}

export type Confirm = (request: ConfirmRequest) => Promise<boolean>;

interface Pending extends ConfirmRequest {
  id: number;
  resolve: (answer: boolean) => void;
}

let nextRequestId = 1;

const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts the one confirm dialog of a page or widget; questions asked together are shown one by one. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<readonly Pending[]>([]);
  const confirm = useCallback<Confirm>(
    (request) =>
      new Promise<boolean>((resolve) =>
        setQueue((pending) => [...pending, { ...request, id: nextRequestId++, resolve }]),
      ),
    [],
  );
  const current = queue[0];
  const answer = (value: boolean) => {
    if (!current) return;
    current.resolve(value);
    setQueue((pending) => pending.slice(1));
  };
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {current && (
        <Suspense>
          <ConfirmDialog
            // A new dialog per question, so focus starts again on 取消.
            key={current.id}
            open
            message={current.message}
            confirmLabel={current.confirmLabel}
            onConfirm={() => answer(true)}
            onCancel={() => answer(false)}
          />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ message: '确认删除该运单？' })) …` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
