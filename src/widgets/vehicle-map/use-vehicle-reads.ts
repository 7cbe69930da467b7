/**
 * The map's reads in the page's query cache. They are not one POST each (both providers' lists, a track
 * asked of each provider in turn), so useApiQuery cannot take them; they use
 * react-query directly under the caller's scope, with the state shape the views already take.
 */
import { useQuery } from '@tanstack/react-query';
import type { VehicleProvider } from '../../contract/vehicles';
import { apiQueryKey } from '../../core';
import { useQueryScope, useQueryState } from '../query';
import { vehicleMapApi, VEHICLE_LIST_CALLS, VEHICLE_TRACK_CALLS } from './api';

function useRead<T>(key: readonly unknown[], read: (signal: AbortSignal) => Promise<T>) {
  return useQueryState(useQuery({ queryKey: key, queryFn: ({ signal }) => read(signal) }));
}

/** The vehicles of both providers matching the keyword, newest departure first within each. */
export function useVehicles(keyword: string) {
  const scope = useQueryScope();
  return useRead(apiQueryKey(scope, VEHICLE_LIST_CALLS.join(','), { keyword }), (signal) =>
    vehicleMapApi.list(keyword, { signal }),
  );
}

/** A waybill's track (null while none is selected). */
export function useTrack(selection: { waybillNo: string; provider?: VehicleProvider } | null) {
  const scope = useQueryScope();
  return useRead(apiQueryKey(scope, VEHICLE_TRACK_CALLS.join(','), selection ?? {}), (signal) =>
    selection
      ? vehicleMapApi.track(selection.waybillNo, selection.provider, { signal })
      : Promise.resolve(null),
  );
}
