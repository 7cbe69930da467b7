/** The transMap/* and yuhongMap/* calls (wire types in src/contract/vehicles.ts). */
import type { VehicleListItem, VehicleProvider, VehicleTrack } from '../../contract/vehicles';
import { VEHICLE_PROVIDERS } from '../../contract/vehicles';
import { api, isApiError, type RequestOptions } from '../../core';

const BASE: Record<VehicleProvider, string> = { trans: '/api/api/transMap', yuhong: '/api/api/yuhongMap' };

export const vehicleMapApi = {
  /** The vehicles of both providers, newest departure first within each. */
  async list(keyword: string, options?: RequestOptions): Promise<VehicleListItem[]> {
    const body = keyword.trim() ? { keyword: keyword.trim() } : {};
    const lists = await Promise.all(
      VEHICLE_PROVIDERS.map((provider) =>
        api.post<VehicleListItem[]>(`${BASE[provider]}/getVehicleList`, body, options),
      ),
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
          `${BASE[candidate]}/getVehicleTrack`,
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
