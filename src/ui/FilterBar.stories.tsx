import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button';
import { DateRangePicker } from './DateRangePicker';
import type { DateRange } from './date-range';
import { Field } from './Field';
import { FilterBar } from './FilterBar';
import { Select } from './Select';
import { demoTrayTypes } from './story-data';
import { TextInput } from './TextInput';

interface Filters {
  orderNo: string;
  trayType: string | null;
  range: DateRange | null;
}

const empty: Filters = { orderNo: '', trayType: null, range: null };

function StockFilters() {
  const [filters, setFilters] = useState<Filters>(empty);
  const [searched, setSearched] = useState<Filters | null>(null);
  return (
    <div style={{ background: '#f5f5f5', padding: 16 }}>
      <FilterBar
        onSearch={() => setSearched(filters)}
        onReset={() => setFilters(empty)}
        actions={<Button>导出</Button>}
      >
        <Field label="运单号" layout="horizontal">
          <TextInput
            value={filters.orderNo}
            placeholder="请输入运单号"
            onChange={(event) => setFilters({ ...filters, orderNo: event.target.value })}
          />
        </Field>
        <Field label="托盘类型" layout="horizontal">
          <Select
            options={demoTrayTypes}
            value={filters.trayType}
            onChange={(trayType) => setFilters({ ...filters, trayType })}
          />
        </Field>
        <Field label="出库日期" layout="horizontal">
          <DateRangePicker value={filters.range} onChange={(range) => setFilters({ ...filters, range })} />
        </Field>
      </FilterBar>
      <output style={{ display: 'block', marginTop: 12 }}>
        {searched ? JSON.stringify(searched) : '尚未查询'}
      </output>
    </div>
  );
}

const meta: Meta = { title: 'UI/FilterBar' };
export default meta;

export const StockFilterBar: StoryObj = { render: () => <StockFilters /> };
