/** The recevingaddress/* calls (wire types in src/contract/stock.ts). */
import type { Page } from '../../contract/envelope';
import type { ExportFormat, Warehouse, WarehouseInput, WarehouseQuery } from '../../contract/stock';
import { api, openListExport, type RequestOptions } from '../../core';

const BASE = '/api/api/recevingaddress';
const LIST_PATH = `${BASE}/searchList`;

export const warehousesApi = {
  list: (query: WarehouseQuery, options?: RequestOptions) =>
    api.post<Page<Warehouse>>(LIST_PATH, query, options),
  detail: (id: string, options?: RequestOptions) => api.post<Warehouse>(`${BASE}/detail`, { id }, options),
  add: (input: WarehouseInput) => api.post<Warehouse>(`${BASE}/add`, input),
  update: (input: WarehouseInput) => api.post<Warehouse>(`${BASE}/update`, input),
  setDefault: (id: string) => api.post<unknown>(`${BASE}/setDefault`, { id }),
  /** Refused by the server (its message is toasted) while the warehouse still holds stock. */
  remove: (id: string) => api.post<unknown>(`${BASE}/delete`, { id }),
};

/** Opens the streamed download of the list with its current filters (the token goes in the query). */
export function openWarehouseExport(
  format: ExportFormat,
  filters: Omit<WarehouseQuery, 'pageNum' | 'pageSize'>,
): void {
  openListExport(LIST_PATH, format, filters);
}
