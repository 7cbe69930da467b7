import { decodeRing } from './encoded';
import { pathOf, project, type Box, boxAround, type XY } from './projection';

export interface ProvinceShape {
  name: string;
  /** SVG path of every ring of the province. */
  d: string;
  label: XY;
  /** Around the province (to zoom to it). */
  box: Box;
}
export interface ChinaShapes {
  provinces: ProvinceShape[];
  /** Around every province: the map's home view. */
  box: Box;
}

let loading: Promise<ChinaShapes> | undefined;

/**
 * The province outlines, projected once. The data (about 17 KB gzip) is its own chunk, loaded when the
 * first map is drawn: neither the embed script nor the shell's first load carry it.
 */
export function loadChinaShapes(): Promise<ChinaShapes> {
  loading ??= import('./china-provinces.generated').then(({ PROVINCES, STEP }) => {
    const all: XY[] = [];
    const provinces = PROVINCES.map((province) => {
      const rings = province.rings.map((ring) => decodeRing(ring, STEP).map(project));
      for (const ring of rings) all.push(...ring);
      const d = rings.map((ring) => pathOf(ring, true)).join('');
      const label = project([province.cp[0] ?? 0, province.cp[1] ?? 0]);
      return { name: province.name, d, label, box: boxAround(rings.flat(), 0.05) };
    });
    return { provinces, box: boxAround(all, 0.02) };
  });
  return loading;
}
