import { useCallback } from 'react';
import { useRemote } from '../../use-remote';
import { movesApi } from '../api';

/**
 * On-hand own stock of one warehouse and tray type (what a sale outbound may take): `available` is null
 * until both are chosen and the answer is in; `reload` after a shipment took some.
 */
export function useAvailableOwnStock(
  warehouseId: string,
  trayTypeCode: string,
): { available: number | null; reload: () => void } {
  const load = useCallback(
    (signal: AbortSignal) =>
      warehouseId && trayTypeCode
        ? movesApi
            .ownStock({ warehouseId, trayTypeCode }, { signal, silent: true })
            .then((page) => page.list.reduce((sum, row) => sum + row.onHand, 0))
        : Promise.resolve(null),
    [warehouseId, trayTypeCode],
  );
  const { data, loading, reload } = useRemote(load);
  return { available: loading ? null : data, reload };
}
