import { describe, expect, it } from 'vitest';
import { boxAround, pathOf, project } from './projection';
import { zoomBox } from './use-map-view';

describe('map geometry', () => {
  it('projects east to the right and north up, and draws paths', () => {
    const [x1, y1] = project([120, 30]);
    const [x2, y2] = project([121, 31]);
    expect(x2).toBeGreaterThan(x1);
    expect(y2).toBeLessThan(y1);
    expect(
      pathOf(
        [
          [0, 0],
          [1.25, 2],
        ],
        true,
      ),
    ).toBe('M0.0,0.0L1.3,2.0Z');
    expect(pathOf([], false)).toBe('');
    expect(
      boxAround(
        [
          [0, 0],
          [10, 5],
        ],
        0,
      ),
    ).toEqual({ x: 0, y: 0, width: 10, height: 5 });
  });

  it('zooms around a point, keeping it in place, within limits', () => {
    const home = { x: 0, y: 0, width: 100, height: 50 };
    const zoomed = zoomBox(home, 2, [25, 25], home);
    expect(zoomed).toEqual({ x: 12.5, y: 12.5, width: 50, height: 25 });
    expect(zoomBox(home, 1000, [0, 0], home).width).toBe(2);
    expect(zoomBox(home, 0.001, [0, 0], home).width).toBe(200);
  });
});
