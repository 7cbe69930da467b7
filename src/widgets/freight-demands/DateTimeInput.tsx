import { useId } from 'react';
import styled from 'styled-components';
import { DatePicker, Select, vars } from '../../ui';
import { formLabels } from './labels';

/** Half hours: what a load window and a quote deadline are agreed in. */
const HALF_HOURS = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
);
const TIME_OPTIONS = HALF_HOURS.map((time) => ({ value: time, label: time }));
/** The time a day picked alone starts at. */
const DEFAULT_TIME = '08:00';

const Pair = styled.span`
  display: flex;
  gap: ${vars.spaceSm};
  align-items: center;
`;

export interface DateTimeInputProps {
  /** A datetime-local value (yyyy-MM-ddTHH:mm, Beijing time); '' when unset. */
  value: string;
  onChange: (value: string) => void;
  /** The time select's name (the field's label names the day). */
  timeLabel: string;
}

/**
 * A day in the kit's Chinese calendar and a half-hour time beside it. The native datetime-local input
 * shows mm/dd/yyyy and AM/PM to a browser in English and differs between browsers; this one reads the
 * same everywhere. An incomplete value (a time without a day) stays incomplete, so the rules name it.
 */
export function DateTimeInput({ value, onChange, timeLabel }: DateTimeInputProps) {
  const timeId = useId();
  const [day = '', time = ''] = value.split('T');
  const options =
    time && !HALF_HOURS.includes(time) ? [{ value: time, label: time }, ...TIME_OPTIONS] : TIME_OPTIONS;
  return (
    <Pair>
      <DatePicker
        value={day || null}
        onChange={(picked) => onChange(picked ? `${picked}T${time || DEFAULT_TIME}` : '')}
      />
      <Select
        id={timeId}
        aria-label={timeLabel}
        options={options}
        value={time || null}
        width={104}
        placeholder={formLabels.timePlaceholder}
        onChange={(picked) => onChange(`${day}T${picked}`)}
      />
    </Pair>
  );
}
