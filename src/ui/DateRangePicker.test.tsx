// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './date-range';
import { changeValue, cleanup, getOne, render } from './test-support/render';

afterEach(cleanup);

function Controlled({ onChange }: { onChange: (range: DateRange | null) => void }) {
  const [range, setRange] = useState<DateRange | null>(['2024-03-01', '2024-03-31']);
  return (
    <DateRangePicker
      aria-label="签收日期"
      value={range}
      onChange={(next) => {
        onChange(next);
        setRange(next);
      }}
    />
  );
}

const start = () => getOne<HTMLInputElement>('input[aria-label="开始日期"]');
const end = () => getOne<HTMLInputElement>('input[aria-label="结束日期"]');

describe('DateRangePicker', () => {
  it('shows both ends as yyyy-MM-dd text, typed or picked', () => {
    render(<Controlled onChange={() => {}} />);
    expect([start().value, end().value]).toEqual(['2024-03-01', '2024-03-31']);
    expect(start().type).toBe('text');
    expect(start().placeholder).toBe('年-月-日');
  });

  it('never reports a start after the end', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    changeValue(start(), '2024-04-10');
    expect(onChange).toHaveBeenLastCalledWith(['2024-04-10', '2024-04-10']);
    expect(end().value).toBe('2024-04-10');
    changeValue(end(), '2024-04-20');
    expect(onChange).toHaveBeenLastCalledWith(['2024-04-10', '2024-04-20']);
  });

  it('reports null when both ends are cleared', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    changeValue(start(), '');
    changeValue(end(), '');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
