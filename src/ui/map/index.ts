export { ChinaMap, type ChinaMapProps, type ProvinceLook } from './ChinaMap';
export { loadChinaShapes, type ChinaShapes, type ProvinceShape } from './provinces';
export { boxAround, pathOf, project, type Box, type LonLat, type XY } from './projection';
export { useMapView } from './use-map-view';
export { mapLabels } from './labels';
export { provinceName, useCityName } from './region-names';
