import { Type } from '@sinclair/typebox';
import {
  GRANULARITIES,
  type ChartStatistics,
  type GroupDataSummary,
  type GroupStockReport,
  type HomeBoard,
  type MapLevelStock,
} from '../../../src/contract/reports';
import { Int, Nullable, OneOf, wire } from '../../http/wire/schema';
import { LedgerEntryRowSchema } from '../../http/wire/stock';

/** Response schemas of src/contract/reports.ts (the board, charts, map and group reports). */

const Ints = () => Type.Array(Int());
const Ratio = () => Nullable(Type.Number({ description: '两位小数；除数为 0 时为 null（显示 —）' }));

const periodSchema = () =>
  Type.Object({
    granularity: OneOf(GRANULARITIES),
    startDate: Type.String(),
    endDate: Type.String(),
  });

const turnoverFields = () => ({
  averageBalance: Type.Number(),
  issues: Int(),
  transfers: Int(),
  outbound: Int(),
  deductions: Int(),
  cycleTime: Ratio(),
  dwellDays: Ratio(),
  lossRatePercent: Ratio(),
});

const warehouseTurnover = () =>
  Type.Object({
    warehouseId: Type.String(),
    warehouseName: Type.String(),
    companyId: Type.String(),
    companyName: Type.String(),
    ...turnoverFields(),
  });

export const HomeBoardSchema = wire<HomeBoard>()(
  Type.Object({
    onHand: Int(),
    available: Int(),
    inTransit: Int(),
    awaitingSignature: Int(),
    overdue: Type.Object({ now: Int(), soon: Int() }),
    month: Type.Object({ month: Type.String(), inbound: Int(), outbound: Int() }),
    openBills: Type.Object({ count: Int(), dueFen: Int() }),
    recentMovements: Type.Array(LedgerEntryRowSchema),
  }),
);

export const ChartStatisticsSchema = wire<ChartStatistics>()(
  Type.Object({
    period: periodSchema(),
    buckets: Type.Array(Type.String()),
    trend: Type.Array(
      Type.Object({ trayTypeCode: Type.String(), trayTypeName: Type.String(), onHand: Ints() }),
    ),
    flows: Type.Object({
      inbound: Ints(),
      outbound: Ints(),
      circulationOut: Ints(),
      circulationIn: Ints(),
      returns: Ints(),
      deductions: Ints(),
    }),
    warehouses: Type.Array(warehouseTurnover()),
    totals: Type.Object(turnoverFields()),
  }),
);

export const MapLevelStockSchema = wire<MapLevelStock>()(
  Type.Object({
    level: OneOf(['province', 'city'] as const),
    province: Type.Optional(Type.String()),
    areas: Type.Array(
      Type.Object({
        name: Type.String(),
        onHand: Int(),
        warehouses: Int(),
        longitude: Nullable(Type.Number()),
        latitude: Nullable(Type.Number()),
      }),
    ),
  }),
);

const memberFigureFields = () => ({
  onHand: Int(),
  inTransit: Int(),
  awaitingSignature: Int(),
  atDownstream: Int(),
  monthIn: Int(),
  monthOut: Int(),
  warehouses: Int(),
});

export const GroupDataSummarySchema = wire<GroupDataSummary>()(
  Type.Object({
    groupCompanyName: Type.String(),
    month: Type.String(),
    totals: Type.Object(memberFigureFields()),
    members: Type.Array(
      Type.Object({ companyId: Type.String(), companyName: Type.String(), ...memberFigureFields() }),
    ),
  }),
);

export const GroupStockReportSchema = wire<GroupStockReport>()(
  Type.Object({
    period: periodSchema(),
    buckets: Type.Array(Type.String()),
    members: Type.Array(
      Type.Object({
        companyId: Type.String(),
        companyName: Type.String(),
        onHand: Ints(),
        inbound: Ints(),
        outbound: Ints(),
      }),
    ),
    warehouses: Type.Array(warehouseTurnover()),
    totals: Type.Object(turnoverFields()),
  }),
);
