/** The home area's reads (wire types in src/contract/reports.ts); the views read them by path. */
import { API } from '../../contract/api-paths';
import type { ChartStatistics, HomeBoard, MapLevelStock } from '../../contract/reports';

export const BOARD_CALL = API.homepage.getBoardStatistics;
export const CHART_CALL = API.homepage.getChartStatistics;
export const MAP_CALL = API.stockmap.getInStockAddressByMapLevel;

/** What each read answers: the fake backend answers by this map. */
export interface HomeResponses {
  [BOARD_CALL]: HomeBoard;
  [CHART_CALL]: ChartStatistics;
  [MAP_CALL]: MapLevelStock;
}
