/**
 * The choices of filters and forms several widgets share (tray types, my warehouses, my downstream
 * clients and their warehouses): cached reads of the page's query cache, so every widget on a page asks
 * once; quiet (a failed lookup leaves the list empty). Tray types are reference data and stay fresh for
 * longer; warehouses and clients are read again when a view mounts (a warehouse added elsewhere shows).
 */
import { API } from '../contract/api-paths';
import type { Page } from '../contract/envelope';
import type { AllocationTarget, TrayType, Warehouse } from '../contract/stock';
import type { SelectOption } from '../ui';
import { useApiQuery } from './query';

export const LOOKUP_PATHS = {
  trayTypes: API.trayType.getTrayTypeCodes,
  myWarehouses: API.recevingaddress.searchList,
  downstreamClients: API.customerCompany.getDownstreamC1Company,
  clientWarehouses: API.customerCompany.getReceivingAddressByCompanyId,
} as const;

/** A lookup list is read in one page of the server's largest size (a company has tens of warehouses). */
const LOOKUP_PAGE = { pageNum: 1, pageSize: 100 };
/** Tray types change with a platform release, not during a session. */
const REFERENCE_STALE_MS = 10 * 60_000;
const NONE: SelectOption<string>[] = [];

const trayTypeOptions = (types: TrayType[]) =>
  types.map((type) => ({ value: type.code, label: `${type.code} ${type.name}` }));
const warehouseOptions = (warehouses: readonly Warehouse[]) =>
  warehouses.map((warehouse) => ({ value: warehouse.id, label: warehouse.name }));
const clientOptions = (clients: AllocationTarget[]) =>
  clients.map((client) => ({ value: client.companyId, label: client.companyName }));
const pageOfWarehouseOptions = (page: Page<Warehouse>) => warehouseOptions(page.list);

export function useTrayTypeOptions(): SelectOption<string>[] {
  return (
    useApiQuery(
      LOOKUP_PATHS.trayTypes,
      {},
      {
        silent: true,
        staleTime: REFERENCE_STALE_MS,
        select: trayTypeOptions,
      },
    ).data ?? NONE
  );
}

export function useMyWarehouseOptions(): SelectOption<string>[] {
  return (
    useApiQuery(LOOKUP_PATHS.myWarehouses, LOOKUP_PAGE, { silent: true, select: pageOfWarehouseOptions })
      .data ?? NONE
  );
}

export function useDownstreamClientOptions(): SelectOption<string>[] {
  return (
    useApiQuery(LOOKUP_PATHS.downstreamClients, {}, { silent: true, select: clientOptions }).data ?? NONE
  );
}

/** The receiving warehouses of one client; none until a client is chosen (or while they load). */
export function useClientWarehouseOptions(companyId: string): SelectOption<string>[] {
  const { data, loading } = useApiQuery(
    LOOKUP_PATHS.clientWarehouses,
    { companyId },
    { silent: true, enabled: Boolean(companyId), select: warehouseOptions },
  );
  return loading || !companyId ? NONE : (data ?? NONE);
}
