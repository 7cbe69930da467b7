import { useMemo } from 'react';
import type { TurnoverFigures, WarehouseTurnover } from '../../contract/reports';
import { Table, type TableColumn } from '../../ui';
import { formatCount } from './home-figures';
import { homeLabels } from './labels';

const text = homeLabels.chart;
type FigureKey = keyof TurnoverFigures;

/** A figure as the table shows it: counts with thousands, ratios with two decimals, — for none (null). */
const show = (value: number | null) => (value === null ? homeLabels.none : formatCount(value));

const FIGURES: readonly { key: FigureKey; title: string }[] = [
  { key: 'averageBalance', title: text.column.averageBalance },
  { key: 'issues', title: text.column.issues },
  { key: 'transfers', title: text.column.transfers },
  { key: 'outbound', title: text.column.outbound },
  { key: 'deductions', title: text.column.deductions },
  { key: 'cycleTime', title: text.column.cycleTime },
  { key: 'dwellDays', title: text.column.dwellDays },
  { key: 'lossRatePercent', title: text.column.lossRate },
];

/** 仓库周转: each warehouse's average balance, movements, 周转次数, 平均停留天数 and 损耗率, with the 合计 row. */
export function TurnoverTable({
  rows,
  totals,
}: {
  rows: readonly WarehouseTurnover[];
  totals: TurnoverFigures;
}) {
  const columns = useMemo<TableColumn<WarehouseTurnover>[]>(
    () => [
      { key: 'warehouseName', title: text.column.warehouse },
      ...FIGURES.map(({ key, title }) => ({
        key,
        title,
        align: 'right' as const,
        render: (row: WarehouseTurnover) => show(row[key]),
      })),
    ],
    [],
  );
  const footer = useMemo(
    () => ({
      warehouseName: text.totals,
      ...Object.fromEntries(FIGURES.map(({ key }) => [key, show(totals[key])])),
    }),
    [totals],
  );
  return (
    <Table
      caption={text.turnoverTitle}
      columns={columns}
      rows={rows}
      rowKey="warehouseId"
      footer={footer}
      emptyText={text.empty}
    />
  );
}
