/**
 * The choices of filters and forms several widgets share (tray types, my warehouses, my downstream
 * clients and their warehouses), loaded once per view, quietly (a failed lookup leaves the list empty).
 */
import { useCallback } from 'react';
import type { Page } from '../contract/envelope';
import type { AllocationTarget, TrayType, Warehouse } from '../contract/stock';
import { api } from '../core';
import type { SelectOption } from '../ui';
import { useRemote } from './use-remote';

const BASE = '/api/api';
export const LOOKUP_PATHS = {
  trayTypes: `${BASE}/getTrayTypeCodes`,
  myWarehouses: `${BASE}/recevingaddress/searchList`,
  downstreamClients: `${BASE}/customerCompany/getDownstreamC1Company`,
  clientWarehouses: `${BASE}/customerCompany/getReceivingAddressByCompanyId`,
} as const;

/** A lookup list is read in one page of the server's largest size (a company has tens of warehouses). */
const LOOKUP_PAGE = { pageNum: 1, pageSize: 100 };
const silent = (signal: AbortSignal) => ({ signal, silent: true });

export function useTrayTypeOptions(): SelectOption<string>[] {
  const { data } = useRemote(
    useCallback(
      (signal: AbortSignal) => api.post<TrayType[]>(LOOKUP_PATHS.trayTypes, {}, silent(signal)),
      [],
    ),
  );
  return (data ?? []).map((type) => ({ value: type.code, label: `${type.code} ${type.name}` }));
}

export function useMyWarehouseOptions(): SelectOption<string>[] {
  const { data } = useRemote(
    useCallback(
      (signal: AbortSignal) =>
        api.post<Page<Warehouse>>(LOOKUP_PATHS.myWarehouses, LOOKUP_PAGE, silent(signal)),
      [],
    ),
  );
  return (data?.list ?? []).map((warehouse) => ({ value: warehouse.id, label: warehouse.name }));
}

export function useDownstreamClientOptions(): SelectOption<string>[] {
  const { data } = useRemote(
    useCallback(
      (signal: AbortSignal) =>
        api.post<AllocationTarget[]>(LOOKUP_PATHS.downstreamClients, {}, silent(signal)),
      [],
    ),
  );
  return (data ?? []).map((client) => ({ value: client.companyId, label: client.companyName }));
}

/** The receiving warehouses of one client; none until a client is chosen. */
export function useClientWarehouseOptions(companyId: string): SelectOption<string>[] {
  const load = useCallback(
    (signal: AbortSignal) =>
      companyId
        ? api.post<Warehouse[]>(LOOKUP_PATHS.clientWarehouses, { companyId }, silent(signal))
        : Promise.resolve([]),
    [companyId],
  );
  const { data, loading } = useRemote(load);
  return loading ? [] : (data ?? []).map((warehouse) => ({ value: warehouse.id, label: warehouse.name }));
}
