import { Type } from '@sinclair/typebox';
import { API } from '../../../src/contract/api-paths';
import { GRANULARITIES } from '../../../src/contract/reports';
import { Strict } from '../../http/route';
import type { ApiModule } from '../index';
import { StockFields, literals } from '../stock';
import { homeBoard } from './board';
import { chartStatistics, groupStockReport } from './charts';
import { groupDataSummary } from './group-summary';
import { stockMap } from './stock-map';
import {
  ChartStatisticsSchema,
  GroupDataSummarySchema,
  GroupStockReportSchema,
  HomeBoardSchema,
  MapLevelStockSchema,
} from './wire';

const opt = Type.Optional;

/**
 * A chart call's body (ChartQuery): the period's rules are checked by the service (2003 naming the field).
 * Only the group's call takes a member; the company's refuses the field as any other unknown one.
 */
const chartFields = {
  granularity: literals(GRANULARITIES),
  startDate: StockFields.day('开始日期 yyyy-MM-dd（含，北京时间）'),
  endDate: StockFields.day('结束日期 yyyy-MM-dd（含，北京时间）'),
  trayTypeCode: opt(StockFields.trayTypeCode()),
  warehouseId: opt(StockFields.id()),
};
const companyChartQuery = () => Strict(chartFields);
const groupChartQuery = () => Strict({ ...chartFields, memberCompanyId: opt(StockFields.id()) });

/** Reports and charts (issue 14): aggregations of the ledger's balances and daily roll-up, never typed in. */
export const reportsModule: ApiModule = {
  tag: 'reports',
  routes(api) {
    api.post(
      API.homepage.getBoardStatistics,
      {
        summary: '系统首页看板：库存、在途、待签收、超期、本月出入库、未结账单、最近出入库',
        response: HomeBoardSchema,
        access: 'session',
        roles: [1],
        body: Strict({}),
      },
      ({ deps, session }) => homeBoard(deps.db, deps.clock(), session.companyId),
    );
    api.post(
      API.homepage.getChartStatistics,
      {
        summary: '统计图表：库存趋势、出入库、流转、归还、周转次数、停留天数、损耗率',
        response: ChartStatisticsSchema,
        access: 'session',
        roles: [1, 7],
        body: companyChartQuery(),
      },
      ({ deps, session, body }) => chartStatistics(deps.db, session, body),
    );
    api.post(
      API.stockmap.getInStockAddressByMapLevel,
      {
        summary: '库存地图：按省或某省按市的在库数量',
        response: MapLevelStockSchema,
        access: 'session',
        roles: [1],
        body: Strict({
          level: literals(['province', 'city'] as const),
          province: opt(StockFields.required(50, '省份')),
        }),
      },
      ({ deps, session, body }) => stockMap(deps.db, session.companyId, body),
    );
    api.post(
      API.groupCustomer.GroupDataSummary,
      {
        summary: '集团数据概览：各成员企业的库存、在途、下游、本月出入库',
        response: GroupDataSummarySchema,
        access: 'session',
        roles: [6],
        body: Strict({ memberCompanyId: opt(StockFields.id()) }),
      },
      ({ deps, session, body }) => groupDataSummary(deps.db, deps.clock(), session, body.memberCompanyId),
    );
    api.post(
      API.groupCustomer.searchStockData,
      {
        summary: '集团库存数据报表：各成员按期库存与出入库、仓库周转',
        response: GroupStockReportSchema,
        access: 'session',
        roles: [6],
        body: groupChartQuery(),
      },
      ({ deps, session, body }) => groupStockReport(deps.db, session, body),
    );
  },
};
