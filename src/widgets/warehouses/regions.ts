/** The region table (region-data.ts) in its own chunk, loaded the first time a picker or filter needs it. */
import { useEffect, useState } from 'react';
import type { SelectOption } from '../../ui';
import { provinceName } from '../../ui/map';

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

/** The provinces as choices: the Chinese name is the value (the server stores it), the label in the page's language. */
export const provinceOptions = (regions: readonly Region[]): SelectOption<string>[] =>
  regions.map(({ province }) => ({ value: province, label: provinceName(province) }));
