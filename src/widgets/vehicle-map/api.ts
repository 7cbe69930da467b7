/** The transMap/* and yuhongMap/* calls (wire types in src/contract/vehicles.ts). */
import type { Page } from '../../contract/envelope';
import type {
  VehicleListItem,
  VehicleListQuery,
  VehicleProvider,
  VehicleTrack,
} from '../../contract/vehicles';
import { VEHICLE_PROVIDERS } from '../../contract/vehicles';
import { API } from '../../contract/api-paths';
import { api, isApiError, type RequestOptions } from '../../core';

const CALLS: Record<VehicleProvider, { getVehicleList: string; getVehicleTrack: string }> = {
  trans: API.transMap,
  yuhong: API.yuhongMap,
};
/** Every call the map's list and track reads make, for their cache keys. */
export const VEHICLE_LIST_CALLS = VEHICLE_PROVIDERS.map((provider) => CALLS[provider].getVehicleList);
export const VEHICLE_TRACK_CALLS = VEHICLE_PROVIDERS.map((provider) => CALLS[provider].getVehicleTrack);

/** Pages of a provider's list read for the map (100 each): the newest 200 departures, as before paging. */
const LIST_PAGES = 2;
const LIST_PAGE_SIZE = 100;

/** The first pages of one provider's vehicles, newest departure first. */
async function providerVehicles(
  provider: VehicleProvider,
  filters: Omit<VehicleListQuery, 'pageNum' | 'pageSize'>,
  options?: RequestOptions,
): Promise<VehicleListItem[]> {
  const vehicles: VehicleListItem[] = [];
  for (let pageNum = 1; pageNum <= LIST_PAGES; pageNum += 1) {
    const query: VehicleListQuery = { pageNum, pageSize: LIST_PAGE_SIZE, ...filters };
    const page = await api.post<Page<VehicleListItem>>(CALLS[provider].getVehicleList, query, options);
    vehicles.push(...page.list);
    if (pageNum >= page.pages) break;
  }
  return vehicles;
}

export const vehicleMapApi = {
  /** The vehicles of both providers, newest departure first within each. */
  async list(keyword: string, options?: RequestOptions): Promise<VehicleListItem[]> {
    const filters = keyword.trim() ? { keyword: keyword.trim() } : {};
    const lists = await Promise.all(
      VEHICLE_PROVIDERS.map((provider) => providerVehicles(provider, filters, options)),
    );
    return lists.flat();
  },
  /**
   * A waybill's track from its provider; when the provider is not known (a link with only the waybill
   * no) each is asked in turn, quietly, and the last refusal is shown.
   */
  async track(
    waybillNo: string,
    provider?: VehicleProvider,
    options?: RequestOptions,
  ): Promise<VehicleTrack> {
    const order = provider ? [provider] : VEHICLE_PROVIDERS;
    for (const [index, candidate] of order.entries()) {
      const last = index === order.length - 1;
      try {
        return await api.post<VehicleTrack>(
          CALLS[candidate].getVehicleTrack,
          { waybillNo },
          {
            ...options,
            silent: !last || options?.silent,
          },
        );
      } catch (error) {
        if (last || !isApiError(error) || error.errcode !== -1) throw error;
      }
    }
    throw new Error('unreachable');
  },
};
