/** The recevingaddress/* calls (wire types in src/contract/stock.ts). */
import type { Page } from '../../contract/envelope';
import type { Warehouse, WarehouseInput, WarehouseQuery } from '../../contract/stock';
import type { LonLatRegion } from '../../contract/vehicles';
import { api, type RequestOptions } from '../../core';

const BASE = '/api/api/recevingaddress';
/** The list call; its export twin streams the list as a file. */
export const WAREHOUSE_LIST_CALL = `${BASE}/searchList`;

export const warehousesApi = {
  list: (query: WarehouseQuery, options?: RequestOptions) =>
    api.post<Page<Warehouse>>(WAREHOUSE_LIST_CALL, query, options),
  detail: (id: string, options?: RequestOptions) => api.post<Warehouse>(`${BASE}/detail`, { id }, options),
  add: (input: WarehouseInput) => api.post<Warehouse>(`${BASE}/add`, input),
  update: (input: WarehouseInput) => api.post<Warehouse>(`${BASE}/update`, input),
  setDefault: (id: string) => api.post<unknown>(`${BASE}/setDefault`, { id }),
  /** Refused by the server (its message is toasted) while the warehouse still holds stock. */
  remove: (id: string) => api.post<unknown>(`${BASE}/delete`, { id }),
  /** The region of a coordinate, answered offline by the server (/api/customer/getMapByLonLat). */
  regionOf: (longitude: number, latitude: number) =>
    api.post<LonLatRegion>('/api/customer/getMapByLonLat', { longitude, latitude }),
};
