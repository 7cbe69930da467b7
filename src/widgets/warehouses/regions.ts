/** The region table (region-data.ts) in its own chunk, loaded the first time a picker or filter needs it. */
import { useEffect, useState } from 'react';

export interface Region {
  province: string;
  cities: readonly string[];
}

let loading: Promise<readonly Region[]> | null = null;

export function loadRegions(): Promise<readonly Region[]> {
  loading ??= import('./region-data').then(({ REGIONS }) =>
    REGIONS.map(([province, cities]) => ({ province, cities })),
  );
  return loading;
}

/** The regions, or an empty list until they have loaded. */
export function useRegions(): readonly Region[] {
  const [regions, setRegions] = useState<readonly Region[]>([]);
  useEffect(() => {
    let current = true;
    void loadRegions().then((loaded) => current && setRegions(loaded));
    return () => {
      current = false;
    };
  }, []);
  return regions;
}
