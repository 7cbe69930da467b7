// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { changeValue, cleanup, click, getButton, getOne, press, render } from './test-support/render';

afterEach(cleanup);

describe('Pagination', () => {
  it('shows the total and moves with previous, next and page buttons', () => {
    const onChange = vi.fn();
    render(<Pagination pageNum={2} pageSize={10} total={95} onChange={onChange} />);
    expect(document.body.textContent).toContain('共 95 条');
    expect(getButton('第 2 页').getAttribute('aria-current')).toBe('page');

    click(getButton('下一页'));
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
    click(getButton('上一页'));
    expect(onChange).toHaveBeenLastCalledWith(1, 10);
    click(getButton('第 10 页'));
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination pageNum={1} pageSize={10} total={20} onChange={() => {}} />);
    expect(getButton('上一页').disabled).toBe(true);
    expect(getButton('下一页').disabled).toBe(false);
    rerender(<Pagination pageNum={2} pageSize={10} total={20} onChange={() => {}} />);
    expect(getButton('下一页').disabled).toBe(true);
  });

  it('changes the page size from the keyboard and keeps the first row in view', () => {
    const onChange = vi.fn();
    render(<Pagination pageNum={3} pageSize={20} total={500} onChange={onChange} />);
    const sizeSelect = getOne('[role="combobox"]');
    expect(sizeSelect.textContent).toBe('20 条/页');
    press(sizeSelect, 'ArrowDown');
    press(sizeSelect, 'ArrowDown');
    press(sizeSelect, 'Enter');
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });

  it('jumps to a typed page on Enter, clamped to the last page', () => {
    const onChange = vi.fn();
    render(<Pagination pageNum={1} pageSize={10} total={95} onChange={onChange} />);
    const jump = getOne<HTMLInputElement>('input[type="number"]');
    changeValue(jump, '4');
    press(jump, 'Enter');
    expect(onChange).toHaveBeenLastCalledWith(4, 10);
    changeValue(jump, '99');
    press(jump, 'Enter');
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
    expect(jump.value).toBe('');
  });
});
