import { describe, expect, it } from 'vitest';
import { positionAt, type TimedPoint } from './track-time';

const point = (at: number, longitude: number, speedKmh = 60): TimedPoint => ({
  at,
  longitude,
  latitude: 31,
  speedKmh,
});

describe('track time', () => {
  it('places the vehicle between two points in proportion to the time', () => {
    const track = [point(0, 120, 0), point(100, 121, 50), point(200, 123, 80)];
    expect(positionAt(track, -5)?.longitude).toBe(120);
    expect(positionAt(track, 50)).toMatchObject({ longitude: 120.5, speedKmh: 0 });
    expect(positionAt(track, 150)).toMatchObject({ longitude: 122, speedKmh: 50 });
    expect(positionAt(track, 500)?.longitude).toBe(123);
    expect(positionAt([], 10)).toBeNull();
  });
});
