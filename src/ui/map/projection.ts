/**
 * The map's projection: spherical Mercator in SVG user units (1 unit ≈ 1/10 degree of longitude), y down.
 * Simple enough for a country map and a vehicle track, and the same for both so they line up.
 */
const UNITS_PER_DEGREE = 10;
const RAD = Math.PI / 180;

export type LonLat = readonly [number, number];
export type XY = [number, number];

export function project([lon, lat]: LonLat): XY {
  const y = Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2)) / RAD;
  return [lon * UNITS_PER_DEGREE, -y * UNITS_PER_DEGREE];
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box around the points, with a margin (a fraction of its larger side). */
export function boxAround(points: Iterable<XY>, margin = 0.04): Box {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  if (minX === Infinity) return { x: 0, y: 0, width: 1, height: 1 };
  const pad = Math.max(maxX - minX, maxY - minY, 1) * margin;
  return { x: minX - pad, y: minY - pad, width: maxX - minX + 2 * pad, height: maxY - minY + 2 * pad };
}

/** An SVG path through the points: `M x,y L x,y … Z` (closed) or open, one decimal. */
export function pathOf(points: readonly XY[], closed: boolean): string {
  if (points.length === 0) return '';
  const [first, ...rest] = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`);
  return `M${first}${rest.length ? `L${rest.join('L')}` : ''}${closed ? 'Z' : ''}`;
}
