import type { Page } from '../../contract/envelope';
import type { StockInfoQuery, StockInfoRow } from '../../contract/reports';
import { formatTrayType } from '../../core';
import { Table, TitledCard, type TableColumn } from '../../ui';
import { useApiQuery } from '../query';
import type { ReportArea } from './areas';
import { common, figures, group } from './labels';
import { pallets } from './figures-format';
import { Loaded } from './Loaded';

/** A company has a handful of tray types: one page of the server's largest size holds them all. */
const ALL_ROWS = { pageNum: 1, pageSize: 100 };
const COUNTS = ['onHand', 'available', 'inTransit', 'awaitingSignature', 'atDownstream'] as const;

const stockInfoColumns = (): TableColumn<StockInfoRow>[] => [
  { key: 'companyName', title: common.member },
  { key: 'trayTypeName', title: common.trayType, render: formatTrayType },
  ...COUNTS.map((key): TableColumn<StockInfoRow> => ({
    key,
    title: figures[key],
    align: 'right',
    render: (row) => pallets(row[key]),
  })),
  {
    key: 'warehouses',
    title: figures.warehouses,
    align: 'right',
    render: (row) => figures.warehouseCount(row.warehouses),
  },
];

export const stockInfoQuery = (member?: string): StockInfoQuery =>
  member ? { ...ALL_ROWS, memberCompanyId: member } : ALL_ROWS;

/** Each member's stock per tray type (searchStockInfo). */
export function StockInfoTable({ area, member }: { area: ReportArea; member?: string }) {
  const info = useApiQuery<Page<StockInfoRow>>(area.paths.stockInfo, stockInfoQuery(member));
  return (
    <Loaded state={info}>
      {(page) => (
        <TitledCard title={group.stock.infoCaption}>
          <Table
            caption={group.stock.infoCaption}
            columns={stockInfoColumns()}
            rows={page.list}
            rowKey={(row) => `${row.companyId}|${row.trayTypeCode}`}
            emptyText={common.empty}
          />
        </TitledCard>
      )}
    </Loaded>
  );
}
