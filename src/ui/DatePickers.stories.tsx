import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DatePicker } from './DatePicker';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './date-range';
import { Field } from './Field';

const meta: Meta = { title: 'UI/Date pickers' };
export default meta;

function OneDay() {
  const [date, setDate] = useState<string | null>('2026-11-24');
  return (
    <Field label="计划到达日期" hint="可直接输入 yyyy-MM-dd，或点日历图标选择">
      <DatePicker value={date} onChange={setDate} min="2026-11-01" />
    </Field>
  );
}

function Range() {
  const [range, setRange] = useState<DateRange | null>(['2026-11-01', '2026-11-24']);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Field label="签收日期" layout="horizontal">
        <DateRangePicker value={range} onChange={setRange} />
      </Field>
      <output>{JSON.stringify(range)}</output>
    </div>
  );
}

/** One day, typed or picked; days before 2026-11-01 cannot be chosen. */
export const DatePickerStory: StoryObj = { name: 'DatePicker', render: () => <OneDay /> };

/** 开始日期 至 结束日期: a start after the end moves the end along. */
export const DateRangePickerStory: StoryObj = { name: 'DateRangePicker', render: () => <Range /> };

/** In a host page only 320 px wide the calendar still opens in full (positioned `fixed`, shifted). */
export const NarrowHost: StoryObj = {
  render: () => (
    <div style={{ width: 320, overflow: 'hidden', border: '1px dashed #ccc', padding: 8 }}>
      <Range />
    </div>
  ),
};
