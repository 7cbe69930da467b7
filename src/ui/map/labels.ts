/** ChinaMap's own controls (apart from uiLabels: only pages that draw a map load them). */
export const mapLabels = {
  zoomIn: '放大',
  zoomOut: '缩小',
  resetView: '复位',
  keys: '方向键平移，+/- 缩放，0 复位',
} as const;
