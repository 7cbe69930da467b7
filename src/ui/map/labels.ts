import { localized } from '../../contract/localized';

/** ChinaMap's own controls (apart from uiLabels: only pages that draw a map load them). */
export const mapLabels = localized(
  {
    zoomIn: '放大',
    zoomOut: '缩小',
    resetView: '复位',
    keys: '方向键平移，+/- 缩放，0 复位',
  } as const,
  {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetView: 'Reset',
    keys: 'Arrow keys pan, +/- zoom, 0 resets',
  },
);
