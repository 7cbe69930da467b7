/** The choices of the filters and forms (tray types, warehouses, downstream clients), loaded once per view. */
import { useCallback } from 'react';
import type { SelectOption } from '../../ui';
import { useRemote } from '../use-remote';
import { movesApi } from './api';

const silent = (signal: AbortSignal) => ({ signal, silent: true });

export function useTrayTypeOptions(): SelectOption<string>[] {
  const { data } = useRemote(useCallback((signal: AbortSignal) => movesApi.trayTypes(silent(signal)), []));
  return (data ?? []).map((type) => ({ value: type.code, label: `${type.code} ${type.name}` }));
}

export function useMyWarehouseOptions(): SelectOption<string>[] {
  const { data } = useRemote(useCallback((signal: AbortSignal) => movesApi.myWarehouses(silent(signal)), []));
  return (data?.list ?? []).map((warehouse) => ({ value: warehouse.id, label: warehouse.name }));
}

export function useDownstreamClientOptions(): SelectOption<string>[] {
  const { data } = useRemote(
    useCallback((signal: AbortSignal) => movesApi.downstreamClients(silent(signal)), []),
  );
  return (data ?? []).map((client) => ({ value: client.companyId, label: client.companyName }));
}

/** The receiving warehouses of one client; none until a client is chosen. */
export function useClientWarehouseOptions(companyId: string): SelectOption<string>[] {
  const load = useCallback(
    (signal: AbortSignal) =>
      companyId ? movesApi.clientWarehouses(companyId, silent(signal)) : Promise.resolve([]),
    [companyId],
  );
  const { data, loading } = useRemote(load);
  return loading ? [] : (data ?? []).map((warehouse) => ({ value: warehouse.id, label: warehouse.name }));
}
