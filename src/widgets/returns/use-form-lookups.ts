/** The 去归还 form's choices: my warehouses, the depots, what a warehouse may return, the recycle flag. */
import { useCallback } from 'react';
import type { ReturnableStock } from '../../contract/returns';
import type { SelectOption } from '../../ui';
import { useRemote } from '../use-remote';
import { returnsApi } from './api';
import { formLabels } from './labels';

const silent = (signal: AbortSignal) => ({ signal, silent: true });

export function useFormLookups(warehouseId: string) {
  const warehouses = useRemote(
    useCallback((signal: AbortSignal) => returnsApi.myWarehouses(silent(signal)), []),
  );
  const depots = useRemote(useCallback((signal: AbortSignal) => returnsApi.depots(silent(signal)), []));
  const flag = useRemote(useCallback((signal: AbortSignal) => returnsApi.recycleFlag(silent(signal)), []));
  const stock = useRemote(
    useCallback(
      (signal: AbortSignal) =>
        warehouseId
          ? returnsApi.returnable(warehouseId, silent(signal))
          : Promise.resolve<ReturnableStock[]>([]),
      [warehouseId],
    ),
  );
  const returnable = stock.loading ? [] : (stock.data ?? []);
  return {
    warehouseOptions: (warehouses.data?.list ?? []).map((w): SelectOption<string> => ({
      value: w.id,
      label: w.name,
    })),
    depotOptions: (depots.data ?? []).map((d): SelectOption<string> => ({
      value: d.id,
      label: `${d.name}（${d.city}）`,
    })),
    trayTypeOptions: returnable.map((row): SelectOption<string> => ({
      value: row.trayTypeCode,
      label: `${row.trayTypeCode} ${row.trayTypeName}（${formLabels.available(row.available)}）`,
    })),
    availableOf: (code: string): number | null =>
      stock.loading || !warehouseId
        ? null
        : (returnable.find((row) => row.trayTypeCode === code)?.available ?? 0),
    pendingRecycle: flag.data?.required ? flag.data.pendingRecycle : 0,
  };
}
