import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { demoStockRows, type DemoStockRow } from './story-data';
import { Table, type TableColumn } from './Table';
import type { SortState } from './table-sort';

const columns: TableColumn<DemoStockRow>[] = [
  { key: 'company', title: '企业名称' },
  { key: 'warehouse', title: '仓库' },
  { key: 'trayType', title: '托盘类型' },
  { key: 'onHand', title: '在库数量', sortable: true, align: 'right', width: 120 },
  { key: 'inTransit', title: '在途数量', sortable: true, align: 'right', width: 120 },
  { key: 'actions', title: '操作', render: () => <Button variant="link">详情</Button>, width: 90 },
];

function SortableStockTable({ loading = false }: { loading?: boolean }) {
  const [sort, setSort] = useState<SortState | null>(null);
  const rows = sort
    ? [...demoStockRows].sort((a, b) => {
        const key = sort.key as 'onHand' | 'inTransit';
        return sort.order === 'asc' ? a[key] - b[key] : b[key] - a[key];
      })
    : demoStockRows;
  return (
    <Table
      caption="自有库存"
      columns={columns}
      rows={rows}
      rowKey="id"
      sort={sort}
      onSortChange={setSort}
      loading={loading}
    />
  );
}

const meta: Meta = { title: 'UI/Table' };
export default meta;

export const Sortable: StoryObj = { render: () => <SortableStockTable /> };
export const RefreshingRows: StoryObj = { render: () => <SortableStockTable loading /> };
export const Loading: StoryObj = {
  render: () => <Table caption="自有库存" columns={columns} rows={[]} rowKey="id" loading />,
};
export const Empty: StoryObj = {
  render: () => <Table caption="自有库存" columns={columns} rows={[]} rowKey="id" />,
};
