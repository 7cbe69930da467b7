import { Type } from '@sinclair/typebox';
import {
  POINTS_RULE_LABELS,
  POINTS_SOURCE_LABELS,
  POINTS_STATEMENT_STATE_LABELS,
  POINTS_TARGET_LABELS,
  type AllotPointsResult,
  type EnvironmentalScore,
  type IndividualPointsRow,
  type PointsChangeRow,
  type PointsPool,
  type PointsPoolItemRow,
  type PointsStatementItemRow,
  type PointsStatementRow,
} from '../../../src/contract/points';
import { LEDGER_KIND_LABELS } from '../../../src/contract/stock';
import { Instant, Int, Nullable, OneOfKeys, wire } from '../../http/wire/schema';

/** Response schemas of src/contract/points.ts. */

const day = (description: string) => Type.String({ description: `${description} yyyy-MM-dd（北京时间）` });

export const PointsStatementRowSchema = wire<PointsStatementRow>()(
  Type.Object({
    id: Type.String(),
    statementNo: Type.String({ description: '积分对账单编号' }),
    periodStart: day('账期开始'),
    periodEnd: day('账期结束'),
    itemsPoints: Int(),
    totalPoints: Int(),
    state: OneOfKeys(POINTS_STATEMENT_STATE_LABELS),
    rejectReason: Nullable(Type.String({ description: '驳回原因' })),
    createdAt: Instant(),
    decidedAt: Nullable(Instant()),
  }),
);

export const PointsStatementItemRowSchema = wire<PointsStatementItemRow>()(
  Type.Object({
    lineNo: Int(),
    entryId: Type.String({ description: '台账明细 id（ledger_entries.id）' }),
    documentNo: Type.String(),
    ledgerKind: OneOfKeys(LEDGER_KIND_LABELS),
    day: day('台账日期'),
    warehouseName: Type.String(),
    trayTypeCode: Type.String(),
    trayTypeName: Type.String(),
    rule: OneOfKeys(POINTS_RULE_LABELS),
    pallets: Int(),
    pointsPerPallet: Int(),
    points: Int(),
  }),
);

export const PointsPoolSchema = wire<PointsPool>()(
  Type.Object({
    companyName: Type.String(),
    balance: Int(),
    credited: Int(),
    allotted: Int(),
    updatedAt: Nullable(Instant()),
  }),
);

export const PointsPoolItemRowSchema = wire<PointsPoolItemRow>()(
  Type.Object({
    source: OneOfKeys(POINTS_SOURCE_LABELS),
    sourceId: Type.String(),
    sourceName: Type.String(),
    points: Int(),
    lastChangeAt: Instant(),
  }),
);

export const PointsChangeRowSchema = wire<PointsChangeRow>()(
  Type.Object({
    id: Type.String(),
    at: Instant(),
    target: OneOfKeys(POINTS_TARGET_LABELS),
    accountId: Nullable(Type.String()),
    accountName: Nullable(Type.String()),
    source: OneOfKeys(POINTS_SOURCE_LABELS),
    sourceNo: Type.String(),
    delta: Int(),
    before: Int(),
    after: Int(),
  }),
);

export const AllotPointsResultSchema = wire<AllotPointsResult>()(
  Type.Object({
    allotNo: Type.String(),
    accountId: Type.String(),
    points: Int(),
    poolBalance: Int(),
    accountPoints: Int(),
  }),
);

export const IndividualPointsRowSchema = wire<IndividualPointsRow>()(
  Type.Object({
    accountId: Type.String(),
    userAccount: Type.String(),
    username: Type.String(),
    points: Int(),
  }),
);

export const EnvironmentalScoreSchema = wire<EnvironmentalScore>()(
  Type.Object({
    periodStart: day('账期开始'),
    periodEnd: day('账期结束'),
    computedTo: day('已计算至'),
    gramsCo2ePerPalletDay: Int(),
    rows: Type.Array(
      Type.Object({
        trayTypeCode: Type.String(),
        trayTypeName: Type.String(),
        palletDays: Int(),
        kgCo2e: Int(),
      }),
    ),
    totalPalletDays: Int(),
    totalKgCo2e: Int(),
  }),
);
