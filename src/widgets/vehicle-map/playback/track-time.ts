import type { VehiclePoint } from '../../../contract/vehicles';

export interface TimedPoint {
  at: number;
  longitude: number;
  latitude: number;
  speedKmh: number;
}

export const timed = (points: readonly VehiclePoint[]): TimedPoint[] =>
  points.map((p) => ({
    at: Date.parse(p.recordedAt),
    longitude: p.longitude,
    latitude: p.latitude,
    speedKmh: p.speedKmh,
  }));

/** Where the vehicle was at `at`: between the two points around it, in proportion to the time. */
export function positionAt(points: readonly TimedPoint[], at: number): TimedPoint | null {
  const first = points[0];
  if (!first) return null;
  if (at <= first.at) return first;
  let low = 0;
  let high = points.length - 1;
  if (at >= (points[high] as TimedPoint).at) return points[high] as TimedPoint;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if ((points[mid] as TimedPoint).at <= at) low = mid;
    else high = mid;
  }
  const a = points[low] as TimedPoint;
  const b = points[high] as TimedPoint;
  const f = b.at === a.at ? 0 : (at - a.at) / (b.at - a.at);
  return {
    at,
    longitude: a.longitude + (b.longitude - a.longitude) * f,
    latitude: a.latitude + (b.latitude - a.latitude) * f,
    speedKmh: a.speedKmh,
  };
}
