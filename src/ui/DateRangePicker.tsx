import styled from 'styled-components';
import { useId } from 'react';
import { DatePicker } from './DatePicker';
import { useFieldControl } from './field-context';
import { adjustRange, type DateRange } from './date-range';
import { uiLabels } from './labels';
import { vars } from './theme/tokens';

export interface DateRangePickerProps {
  /** [start, end] in yyyy-MM-dd; null or '' ends mean no limit. */
  value: DateRange | null | undefined;
  /** Called with null when both ends are cleared. */
  onChange: (range: DateRange | null) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
  /** Needed outside a Field. */
  'aria-label'?: string;
}

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.spaceXs};
`;

const Separator = styled.span`
  color: ${vars.colorTextSecondary};
`;

/**
 * Two date pickers (yyyy-MM-dd, typed or picked in a zh-cn calendar), 开始日期 至 结束日期. A start
 * after the end (or an end before the start) moves the other end along, so the range never inverts.
 */
export function DateRangePicker({
  value,
  onChange,
  min,
  max,
  disabled = false,
  'aria-label': ariaLabel,
}: DateRangePickerProps) {
  const field = useFieldControl();
  const endId = useId();
  const [start, end] = value ?? ['', ''];
  const edit = (edited: 'start' | 'end', next: string | null) => {
    const range = adjustRange([start, end], edited, next ?? '');
    onChange(range[0] || range[1] ? range : null);
  };
  return (
    <Group
      role="group"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : field.labelId}
      aria-disabled={disabled || undefined}
    >
      <DatePicker
        aria-label={uiLabels.dateRange.start}
        value={start}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(next) => edit('start', next)}
      />
      <Separator aria-hidden="true">{uiLabels.dateRange.separator}</Separator>
      <DatePicker
        id={endId}
        aria-label={uiLabels.dateRange.end}
        value={end}
        min={min}
        max={max}
        disabled={disabled}
        onChange={(next) => edit('end', next)}
      />
    </Group>
  );
}
