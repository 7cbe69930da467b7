import { formatDayRange } from '../../contract/bill-format';
import { formatDate } from '../../core';
import type { EnvironmentalScore as Score, EnvironmentalScoreRow } from '../../contract/points';
import { DetailStates, Details, Table, TitledCard, type TableColumn } from '../../ui';
import { useApiQuery } from '../query';
import { ENVIRONMENTAL_SCORE_CALL } from './points-api';
import { pointsLabels } from './points-labels';

const text = pointsLabels.environment;

const environmentColumns = (): TableColumn<EnvironmentalScoreRow>[] => [
  { key: 'trayType', title: text.trayType, render: (row) => row.trayTypeName || row.trayTypeCode },
  { key: 'palletDays', title: text.palletDays, align: 'right', render: (row) => String(row.palletDays) },
  { key: 'kgCo2e', title: text.kgCo2e, align: 'right', render: (row) => String(row.kgCo2e) },
];

/** The current period's query: the server defaults to it. */
const CURRENT_PERIOD = {};

/**
 * 环保积分: the current period's pallet-days of shared pallets per tray type and the CO2e they avoided,
 * with the factor it is estimated by (src/contract/points.ts), totals as the sum of the rows.
 */
export function EnvironmentalScore() {
  const score = useApiQuery<Score>(ENVIRONMENTAL_SCORE_CALL, CURRENT_PERIOD);
  return (
    <TitledCard title={text.title}>
      <DetailStates state={score} notFoundText={text.empty} back={null}>
        {(found) => (
          <>
            <Details
              items={[
                [text.period, formatDayRange(found.periodStart, found.periodEnd)],
                [text.computedTo, formatDate(found.computedTo)],
                [text.palletDays, String(found.totalPalletDays)],
                [text.kgCo2e, String(found.totalKgCo2e)],
              ]}
            />
            <Table
              caption={text.caption}
              columns={environmentColumns()}
              rows={found.rows}
              rowKey="trayTypeCode"
              emptyText={text.empty}
              footer={{
                trayType: text.total,
                palletDays: String(found.totalPalletDays),
                kgCo2e: String(found.totalKgCo2e),
              }}
            />
            <p>{text.factor(found.gramsCo2ePerPalletDay)}</p>
          </>
        )}
      </DetailStates>
    </TitledCard>
  );
}
