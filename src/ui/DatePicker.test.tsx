// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, useState } from 'react';
import { DatePicker } from './DatePicker';
import { changeValue, cleanup, click, flush, getButton, getOne, render } from './test-support/render';

afterEach(cleanup);

function Controlled({ onChange, min }: { onChange: (date: string | null) => void; min?: string }) {
  const [date, setDate] = useState<string | null>('2026-11-24');
  return (
    <DatePicker
      aria-label="签收日期"
      value={date}
      min={min}
      onChange={(next) => {
        onChange(next);
        setDate(next);
      }}
    />
  );
}

const input = () => getOne<HTMLInputElement>('input[aria-label="签收日期"]');

describe('DatePicker', () => {
  it('takes typed text once it is a real day within range, and puts back the value on leaving', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} min="2026-01-01" />);
    changeValue(input(), '2026-11-3');
    changeValue(input(), '2026-02-30');
    changeValue(input(), '2025-12-31');
    expect(onChange).not.toHaveBeenCalled();
    changeValue(input(), '2026-12-01');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-01');
    changeValue(input(), '2026-12-0');
    act(() => input().dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(input().value).toBe('2026-12-01');
    changeValue(input(), '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('opens a zh-cn month grid, picks a day, and clears with 清除', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    click(getButton('选择日期（签收日期）'));
    await flush();
    const grid = getOne('[role="grid"]');
    expect(document.getElementById(grid.getAttribute('aria-labelledby')!)?.textContent).toBe('2026年11月');
    expect([...grid.querySelectorAll('th')].map((th) => th.textContent).join('')).toBe('一二三四五六日');
    expect(getOne('[role="gridcell"][aria-selected="true"]').textContent).toBe('24');
    click(getButton('2026年11月3日 星期二'));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-03');
    expect(input().value).toBe('2026-11-03');
    expect(document.querySelector('[role="grid"]')).toBeNull();

    click(getButton('选择日期（签收日期）'));
    await flush();
    click(getButton('清除'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input().value).toBe('');
  });
});
