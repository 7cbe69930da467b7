/** Being replaced by `useApiQuery` (./query, see README.md "Data and forms"); do not use in new code. */
import { useCallback, useEffect, useState } from 'react';
import { useQueryScope } from './query';

export interface RemoteState<T> {
  /** The last data loaded; kept while a new load runs so a table does not flash empty. */
  data: T | null;
  loading: boolean;
  /** The message of the last failure (core has already toasted it); null after a success. */
  error: string | null;
}

interface Settled<T> {
  /** The request this answer belongs to: loading lasts until the current request has settled. */
  load: unknown;
  /** Whose answer it is: after a company switch or logout the old answer is never shown. */
  scope: string;
  attempt: number;
  data: T | null;
  error: string | null;
}

/**
 * Runs `load` whenever it changes (callers memoise it with useCallback over their inputs), when the
 * caller's scope changes (company switch) and on `reload()`; a newer load aborts the older one so answers
 * never arrive out of order.
 */
export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<T>,
): RemoteState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const scope = useQueryScope();
  const [settled, setSettled] = useState<Settled<T>>({
    load: null,
    scope,
    attempt: -1,
    data: null,
    error: null,
  });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ load, scope, attempt, data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : String(error);
        setSettled((previous) => ({ load, scope, attempt, data: previous.data, error: message }));
      },
    );
    return () => controller.abort();
  }, [load, scope, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const loading = settled.load !== load || settled.scope !== scope || settled.attempt !== attempt;
  const data = settled.scope === scope ? settled.data : null;
  return { data, loading, error: loading ? null : settled.error, reload };
}
