import type { TurnoverFigures, WarehouseTurnover } from '../contract/reports';
import { formatCount } from '../core';
import { Table, type TableColumn } from '../ui';
import { reportLabels } from './report-labels';

const text = reportLabels.turnover;
type FigureKey = keyof TurnoverFigures;

/** A figure as the table shows it (its unit is in the column header), — where its divisor was 0. */
const show = (value: number | null) => (value === null ? text.none : formatCount(value));

const figures = (): readonly { key: FigureKey; title: string }[] => [
  { key: 'averageBalance', title: text.column.averageBalance },
  { key: 'issues', title: text.column.issues },
  { key: 'transfers', title: text.column.transfers },
  { key: 'outbound', title: text.column.outbound },
  { key: 'deductions', title: text.column.deductions },
  { key: 'cycleTime', title: text.column.cycleTime },
  { key: 'dwellDays', title: text.column.dwellDays },
  { key: 'lossRatePercent', title: text.column.lossRate },
];

const figureColumns = () =>
  figures().map(({ key, title }): TableColumn<WarehouseTurnover> => ({
    key,
    title,
    align: 'right',
    render: (row) => show(row[key]),
  }));
const warehouseColumn = (): TableColumn<WarehouseTurnover> => ({
  key: 'warehouseName',
  title: text.column.warehouse,
});
const memberColumn = (): TableColumn<WarehouseTurnover> => ({
  key: 'companyName',
  title: text.column.member,
});
const columns = () => [warehouseColumn(), ...figureColumns()];
const columnsWithMember = () => [warehouseColumn(), memberColumn(), ...figureColumns()];

export interface TurnoverTableProps {
  rows: readonly WarehouseTurnover[];
  totals: TurnoverFigures;
  /** Adds the 成员企业 column (a group's report). */
  withMember?: boolean;
}

/** 仓库周转: each warehouse's 平均在库, movements, 周转次数, 平均停留天数 and 损耗率, with the 合计 row. */
export function TurnoverTable({ rows, totals, withMember = false }: TurnoverTableProps) {
  const footer = {
    warehouseName: text.totals,
    ...Object.fromEntries(figures().map(({ key }) => [key, show(totals[key])])),
  };
  return (
    <Table
      caption={text.title}
      columns={withMember ? columnsWithMember() : columns()}
      rows={rows}
      rowKey="warehouseId"
      footer={footer}
      emptyText={text.empty}
    />
  );
}
