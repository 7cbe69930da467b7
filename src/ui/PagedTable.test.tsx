// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedTable, type PagedTableState } from './PagedTable';
import { cleanup, click, getButton, render } from './test-support/render';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
}

function state(patch: Partial<PagedTableState<Row>> = {}): PagedTableState<Row> {
  return {
    data: { list: [{ id: '1', name: '一号仓' }], total: 35 },
    loading: false,
    error: null,
    reload: () => {},
    paging: { pageNum: 2, pageSize: 10 },
    setPaging: () => {},
    ...patch,
  };
}

const columns = [{ key: 'name', title: '名称' }];

describe('PagedTable', () => {
  it('shows the page rows and pages through the total', () => {
    const setPaging = vi.fn();
    render(<PagedTable list={state({ setPaging })} caption="仓库" columns={columns} rowKey="id" />);
    expect(document.querySelector('tbody')?.textContent).toContain('一号仓');
    expect(document.body.textContent).toContain('共 35 条');
    click(getButton('下一页'));
    expect(setPaging).toHaveBeenLastCalledWith(3, 10);
  });

  it('shows the empty text when the page has no rows', () => {
    render(
      <PagedTable
        list={state({ data: { list: [], total: 0 } })}
        caption="仓库"
        columns={columns}
        rowKey="id"
        emptyText="暂无仓库"
      />,
    );
    expect(document.body.textContent).toContain('暂无仓库');
  });

  it('gives way to the error with a retry that reloads', () => {
    const reload = vi.fn();
    render(
      <PagedTable list={state({ error: '网络错误', reload })} caption="仓库" columns={columns} rowKey="id" />,
    );
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('网络错误');
    expect(document.querySelector('table')).toBeNull();
    click(getButton('重试'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
