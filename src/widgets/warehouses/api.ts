/** The recevingaddress/* calls (wire types in src/contract/stock.ts); reads go through the query layer by path. */
import { API } from '../../contract/api-paths';
import type { Warehouse, WarehouseInput } from '../../contract/stock';
import type { LonLatRegion } from '../../contract/vehicles';
import { api } from '../../core';

/** The list call; its export twin streams the list as a file. */
export const WAREHOUSE_LIST_CALL = API.recevingaddress.searchList;
export const WAREHOUSE_DETAIL_CALL = API.recevingaddress.detail;
/** The reads a warehouse write changes (the list is also every widget's warehouse lookup). */
export const WAREHOUSE_READS = [WAREHOUSE_LIST_CALL, WAREHOUSE_DETAIL_CALL] as const;

export const warehousesApi = {
  add: (input: WarehouseInput) => api.post<Warehouse>(API.recevingaddress.add, input),
  update: (input: WarehouseInput) => api.post<Warehouse>(API.recevingaddress.update, input),
  setDefault: (id: string) => api.post<unknown>(API.recevingaddress.setDefault, { id }),
  /** Refused by the server (its message is toasted) while the warehouse still holds stock. */
  remove: (id: string) => api.post<unknown>(API.recevingaddress.delete, { id }),
  /** The region of a coordinate, answered offline by the server (/api/customer/getMapByLonLat). */
  regionOf: (longitude: number, latitude: number) =>
    api.post<LonLatRegion>(API.customer.getMapByLonLat, { longitude, latitude }),
};
