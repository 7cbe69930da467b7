import type { GroupStockReport, TurnoverFigures, WarehouseTurnover } from '../../contract/reports';
import { Table, TitledCard, type TableColumn } from '../../ui';
import { common, group, grouped, orDash } from './labels';

const text = group.report;

const figureColumns = (figures: TurnoverFigures) => ({
  averageBalance: grouped(figures.averageBalance),
  outbound: grouped(figures.outbound),
  cycleTime: orDash(figures.cycleTime),
  dwellDays: orDash(figures.dwellDays),
  lossRatePercent: orDash(figures.lossRatePercent),
});

const COLUMNS: TableColumn<WarehouseTurnover>[] = [
  { key: 'warehouseName', title: common.warehouse },
  { key: 'companyName', title: common.member },
  ...(
    [
      ['averageBalance', text.averageBalance],
      ['outbound', text.outbound],
      ['cycleTime', text.cycleTime],
      ['dwellDays', text.dwellDays],
      ['lossRatePercent', text.lossRate],
    ] as const
  ).map(([key, title]): TableColumn<WarehouseTurnover> => ({
    key,
    title,
    align: 'right',
    render: (row) => figureColumns(row)[key],
  })),
];

/** 仓库周转: each warehouse's 平均在库, 出库, 周转次数, 平均停留天数 and 损耗率 over the period, with the totals. */
export function TurnoverTable({ report }: { report: GroupStockReport }) {
  return (
    <TitledCard title={text.turnover}>
      <Table
        caption={text.turnover}
        columns={COLUMNS}
        rows={report.warehouses}
        rowKey="warehouseId"
        emptyText={text.noData}
        footer={{ warehouseName: text.totals, ...figureColumns(report.totals) }}
      />
    </TitledCard>
  );
}
