// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Table, type TableColumn } from './Table';
import type { SortState } from './table-sort';
import { cleanup, click, getButton, render } from './test-support/render';

interface Stock {
  id: number;
  tray: string;
  quantity: number;
}

const columns: TableColumn<Stock>[] = [
  { key: 'tray', title: '托盘类型' },
  {
    key: 'quantity',
    title: '在库数量',
    sortable: true,
    align: 'right',
    render: (row) => `${row.quantity} 个`,
  },
];
const rows: Stock[] = [
  { id: 1, tray: '1210 川字塑料托盘', quantity: 120 },
  { id: 2, tray: '1311 田字网格托盘', quantity: 40 },
];

/** Holds the sort state like a page would, and records every change it is told about. */
function SortedTable({ onSortChange }: { onSortChange: (sort: SortState | null) => void }) {
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey="id"
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('Table', () => {
  it('cycles a sortable header asc → desc → none and reports each step', () => {
    const onSortChange = vi.fn();
    render(<SortedTable onSortChange={onSortChange} />);
    const header = () => document.querySelectorAll('th')[1] as HTMLTableCellElement;
    expect(header().getAttribute('aria-sort')).toBe('none');

    click(getButton('在库数量'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'quantity', order: 'asc' });
    expect(header().getAttribute('aria-sort')).toBe('ascending');

    click(getButton('在库数量'));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'quantity', order: 'desc' });
    expect(header().getAttribute('aria-sort')).toBe('descending');

    click(getButton('在库数量'));
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    expect(header().getAttribute('aria-sort')).toBe('none');
    expect(onSortChange).toHaveBeenCalledTimes(3);
  });

  it('makes only sortable columns buttons', () => {
    render(<SortedTable onSortChange={() => {}} />);
    const [plain, sortable] = document.querySelectorAll('th');
    expect(plain?.querySelector('button')).toBeNull();
    expect(plain?.hasAttribute('aria-sort')).toBe(false);
    expect(sortable?.querySelector('button')).not.toBeNull();
  });

  it('shows — for a cell with nothing in it, and text cells whole in their tooltip', () => {
    interface Waybill {
      no: string;
      plate: string | null;
      remark?: string;
      count: number;
    }
    const waybillColumns: TableColumn<Waybill>[] = [
      { key: 'no', title: '运单号', maxWidth: 120 },
      { key: 'plate', title: '车牌' },
      { key: 'remark', title: '备注' },
      { key: 'count', title: '数量' },
      { key: 'action', title: '操作', render: () => <button type="button">查看</button> },
    ];
    const row: Waybill = { no: 'YD202611240000012345', plate: null, remark: '', count: 0 };
    render(<Table columns={waybillColumns} rows={[row]} rowKey="no" />);
    const cells = [...document.querySelectorAll('tbody td')];
    expect(cells.map((td) => td.textContent)).toEqual(['YD202611240000012345', '—', '—', '0', '查看']);
    const number = cells[0]!.firstElementChild as HTMLElement;
    expect(number.title).toBe('YD202611240000012345');
    expect(number.style.maxWidth || getComputedStyle(number).maxWidth).toBe('120px');
    expect(cells[4]!.querySelector('[title]')).toBeNull();
  });

  it('renders cells with render() or the row field', () => {
    render(<Table columns={columns} rows={rows} rowKey="id" />);
    const cells = [...document.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(cells).toEqual([
      ['1210 川字塑料托盘', '120 个'],
      ['1311 田字网格托盘', '40 个'],
    ]);
  });

  it('shows a sum row under the rows by column key, and none while there are no rows', () => {
    const footer = { tray: '合计', quantity: '160 个' };
    const { rerender } = render(<Table columns={columns} rows={rows} rowKey="id" footer={footer} />);
    const footCells = () => [...document.querySelectorAll('tfoot td')].map((td) => td.textContent);
    expect(footCells()).toEqual(['合计', '160 个']);
    expect(document.querySelectorAll('tbody tr')).toHaveLength(2);

    rerender(<Table columns={columns} rows={[]} rowKey="id" footer={footer} />);
    expect(footCells()).toEqual([]);
  });

  it('shows loading, then the empty text, inside the body', () => {
    const { rerender } = render(<Table columns={columns} rows={[]} rowKey="id" loading />);
    const bodyCell = () => document.querySelector('tbody td') as HTMLTableCellElement;
    expect(bodyCell().textContent).toContain('加载中…');
    expect(bodyCell().colSpan).toBe(2);

    rerender(<Table columns={columns} rows={[]} rowKey="id" />);
    expect(bodyCell().textContent).toContain('暂无数据');

    rerender(<Table columns={columns} rows={[]} rowKey="id" emptyText="没有符合条件的库存" />);
    expect(bodyCell().textContent).toContain('没有符合条件的库存');
  });

  it('keeps shown rows while they are refreshed and says it is loading', () => {
    render(<Table columns={columns} rows={rows} rowKey="id" loading />);
    expect(document.querySelectorAll('tbody tr[data-row]')).toHaveLength(2);
    expect(document.querySelector('tbody')?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[role="status"]')?.textContent).toContain('加载中…');
  });
});
