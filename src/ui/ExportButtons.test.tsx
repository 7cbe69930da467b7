// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportButtons } from './ExportButtons';
import { cleanup, click, flush, getButton, press, render } from './test-support/render';

afterEach(cleanup);

const items = () => [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);

describe('ExportButtons', () => {
  it('groups every export of the page in one 导出 menu and reports the one chosen', async () => {
    const rows = vi.fn();
    const ledger = vi.fn();
    render(
      <ExportButtons
        exports={[
          { label: '导出', onExport: rows },
          { label: '导出库存明细', onExport: ledger },
        ]}
      />,
    );
    expect(items()).toEqual([]);
    const trigger = getButton('导出');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    click(trigger);
    await flush();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(items()).toEqual(['导出 CSV', '导出 Excel', '导出库存明细 CSV', '导出库存明细 Excel']);
    click(getButton('导出库存明细 Excel'));
    expect(ledger).toHaveBeenCalledWith('xlsx');
    expect(rows).not.toHaveBeenCalled();
    expect(items()).toEqual([]);
  });

  it('closes on Escape and returns focus to 导出', async () => {
    render(<ExportButtons exports={[{ label: '导出', onExport: () => {} }]} />);
    const trigger = getButton('导出');
    trigger.focus();
    click(trigger);
    await flush();
    const menu = document.querySelector('[role="menu"]')!;
    press(menu, 'Escape');
    await flush();
    expect(items()).toEqual([]);
    expect(document.activeElement).toBe(trigger);
  });

  it('shows nothing when no export is allowed', () => {
    const { container } = render(<ExportButtons exports={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
