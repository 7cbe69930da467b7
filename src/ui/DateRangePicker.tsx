import styled from 'styled-components';
import { useFieldControl } from './field-context';
import { adjustRange, type DateRange } from './date-range';
import { uiLabels } from './labels';
import { controlBox } from './theme/mixins';
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

const Group = styled.div<{ $invalid: boolean }>`
  ${controlBox}
  display: inline-flex;
  align-items: center;
  gap: ${vars.spaceXs};
  width: 100%;
  padding: 0 ${vars.spaceSm};
`;

const DateInput = styled.input`
  flex: 1;
  min-width: 0;
  border: none;
  background: transparent;
  font: inherit;
  color: inherit;
  outline: none;
`;

const Separator = styled.span`
  color: ${vars.colorTextSecondary};
`;

/**
 * Two native date inputs (yyyy-MM-dd), so typing and the browser's calendar both work. Each input's
 * min/max stops an inverted range, and a typed inversion moves the other end along.
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
  const [start, end] = value ?? ['', ''];
  const edit = (edited: 'start' | 'end', next: string) => {
    const range = adjustRange([start, end], edited, next);
    onChange(range[0] || range[1] ? range : null);
  };
  const shared = {
    disabled,
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid || undefined,
    'aria-required': field.required || undefined,
  };
  return (
    <Group
      role="group"
      aria-label={ariaLabel}
      aria-labelledby={ariaLabel ? undefined : field.labelId}
      aria-disabled={disabled || undefined}
      $invalid={field.invalid}
    >
      <DateInput
        type="date"
        id={field.id}
        aria-label={uiLabels.dateRange.start}
        value={start}
        min={min}
        max={end || max}
        onChange={(event) => edit('start', event.target.value)}
        {...shared}
      />
      <Separator aria-hidden="true">{uiLabels.dateRange.separator}</Separator>
      <DateInput
        type="date"
        aria-label={uiLabels.dateRange.end}
        value={end}
        min={start || min}
        max={max}
        onChange={(event) => edit('end', event.target.value)}
        {...shared}
      />
    </Group>
  );
}
