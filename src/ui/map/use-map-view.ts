import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Box, XY } from './projection';

const MIN_WIDTH = 2; // about a fifth of a degree: closer than that shows nothing more
const ZOOM_STEP = 1.5;
const PAN_STEP = 0.15; // of the visible width per arrow key

/** Zooms `view` by `factor` (>1 zooms in) keeping `at` (user units) where it is on screen. */
export function zoomBox(view: Box, factor: number, at: XY, home: Box): Box {
  const width = Math.min(Math.max(view.width / factor, MIN_WIDTH), home.width * 2);
  const scale = width / view.width;
  const height = view.height * scale;
  return {
    x: at[0] - (at[0] - view.x) * scale,
    y: at[1] - (at[1] - view.y) * scale,
    width,
    height,
  };
}

/**
 * The visible part of the map (an SVG viewBox) and the gestures that move it: wheel zoom around the
 * pointer, drag to pan, the buttons, and the keyboard (arrows pan, + and - zoom, 0 goes home).
 */
export function useMapView(home: Box | null) {
  const [view, setView] = useState<Box | null>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const current = view ?? home;

  const center = (box: Box): XY => [box.x + box.width / 2, box.y + box.height / 2];
  const zoom = useCallback(
    (factor: number, at?: XY) => {
      if (!home) return;
      setView((previous) => {
        const box = previous ?? home;
        return zoomBox(box, factor, at ?? center(box), home);
      });
    },
    [home],
  );
  const pan = useCallback(
    (dx: number, dy: number) => {
      if (!home) return;
      setView((previous) => {
        const box = previous ?? home;
        return { ...box, x: box.x + dx, y: box.y + dy };
      });
    },
    [home],
  );
  const reset = useCallback(() => setView(null), []);
  /** Shows `box` (a track), keeping the map's aspect ratio. */
  const fit = useCallback(
    (box: Box) => {
      if (!home) return;
      const ratio = home.height / home.width;
      const width = Math.max(box.width, box.height / ratio, MIN_WIDTH * 4);
      const height = width * ratio;
      setView({
        x: box.x + box.width / 2 - width / 2,
        y: box.y + box.height / 2 - height / 2,
        width,
        height,
      });
    },
    [home],
  );

  /** The user-unit point under a screen point of the svg. */
  const toUser = (svg: SVGSVGElement, clientX: number, clientY: number): XY | undefined => {
    const rect = svg.getBoundingClientRect();
    if (!current || rect.width === 0) return undefined;
    return [
      current.x + ((clientX - rect.left) / rect.width) * current.width,
      current.y + ((clientY - rect.top) / rect.height) * current.height,
    ];
  };

  const handlers = {
    /** A native, non-passive listener (React's wheel listener cannot stop the page from scrolling). */
    onWheel(svg: SVGSVGElement, event: WheelEvent) {
      event.preventDefault();
      zoom(event.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, toUser(svg, event.clientX, event.clientY));
    },
    onPointerDown(event: PointerEvent<SVGSVGElement>) {
      if (event.button !== 0) return;
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<SVGSVGElement>) {
      const start = drag.current;
      const rect = event.currentTarget.getBoundingClientRect();
      if (!start || start.id !== event.pointerId || !current || rect.width === 0) return;
      const unitsPerPixel = current.width / rect.width;
      pan(-(event.clientX - start.x) * unitsPerPixel, -(event.clientY - start.y) * unitsPerPixel);
      drag.current = { ...start, x: event.clientX, y: event.clientY };
    },
    onPointerUp() {
      drag.current = null;
    },
    onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
      if (!current) return;
      const step = current.width * PAN_STEP;
      const moves: Record<string, () => void> = {
        ArrowLeft: () => pan(-step, 0),
        ArrowRight: () => pan(step, 0),
        ArrowUp: () => pan(0, -step),
        ArrowDown: () => pan(0, step),
        '+': () => zoom(ZOOM_STEP),
        '=': () => zoom(ZOOM_STEP),
        '-': () => zoom(1 / ZOOM_STEP),
        '0': reset,
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    },
  };

  return { view: current, zoom, reset, fit, handlers, zoomStep: ZOOM_STEP };
}
