import { createRoot, type Root } from 'react-dom/client';
import { Button } from './Button';
import { Table, type TableColumn } from './Table';
import { assert, waitFor } from './test-support/assert';
import { afterEach, describe, it } from './test-support/browser-test';

let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

interface Row {
  id: string;
}

/** A column as wide as its 200 px of text (a long company name cut with …). */
const wide = (key: string): TableColumn<Row> => ({
  key,
  title: key,
  maxWidth: 200,
  render: () => `${key} 上海乐橙食品有限公司嘉定中心仓库`,
});

/** A table far wider than its 400 px frame, its last column as given. */
async function mountWide(last: TableColumn<Row>) {
  const container = document.createElement('div');
  container.style.width = '400px';
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <Table
      columns={[wide('单号'), wide('发货方'), wide('托盘类型'), wide('签收时间'), last]}
      rows={[{ id: 'DB20261125-000003' }]}
      rowKey="id"
    />,
  );
  const frame = await waitFor(() => container.firstElementChild as HTMLElement | null, 'the table frame');
  return frame;
}

/** Whether `element` shows whole inside the frame's visible width. */
function inView(frame: HTMLElement, element: Element): boolean {
  const box = frame.getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  return rect.left >= box.left && rect.right <= box.right + 0.5;
}

describe('Table in a narrow frame', () => {
  it("keeps a row's actions in view at the right edge, however far the table is scrolled", async () => {
    const frame = await mountWide({
      key: 'actions',
      title: '操作',
      render: (row) => <Button variant="link">查看 {row.id}</Button>,
    });
    const button = await waitFor(() => frame.querySelector('tbody button'), 'the row action');
    assert(frame.scrollWidth > frame.clientWidth, 'the table scrolls sideways');
    frame.scrollLeft = 0;
    assert(inView(frame, button), 'the action is in view before scrolling');
    assert(inView(frame, frame.querySelector('thead th:last-child')!), 'so is its header 操作');
    frame.scrollLeft = 200;
    assert(inView(frame, button), 'and after scrolling halfway');
  });

  it('pins no other last column: a wide text column scrolls like the rest', async () => {
    const frame = await mountWide(wide('仓库'));
    const lastCell = await waitFor(() => frame.querySelector('tbody td:last-child'), 'the last cell');
    frame.scrollLeft = 0;
    assert(!inView(frame, lastCell), 'the last text column is out of view until scrolled to');
  });
});
