import styled from 'styled-components';
import { useState } from 'react';
import { Button, IconButton } from './Button';
import { Calendar } from './Calendar';
import { outOfRange, parseDate, todayDate } from './month-grid';
import { fieldAria, useFieldControl } from './field-context';
import { uiLabels } from './labels';
import { Popover } from './Popover';
import { controlBox } from './theme/mixins';
import { vars } from './theme/tokens';

export interface DatePickerProps {
  /** yyyy-MM-dd; null or '' when no day is set. */
  value: string | null | undefined;
  /** Called with a valid day within [min, max], or null when cleared. */
  onChange: (date: string | null) => void;
  min?: string;
  max?: string;
  disabled?: boolean;
  /** Needed outside a Field. */
  'aria-label'?: string;
  id?: string;
}

const Group = styled.span`
  ${controlBox}
  display: inline-flex;
  align-items: center;
  gap: ${vars.spaceXs};
  padding: 0 0 0 ${vars.spaceSm};
`;

// A date's ten characters, and room for English's wider placeholder letters (YYYY-MM-DD).
const TextBox = styled.input`
  width: 12ch;
  min-width: 0;
  border: none;
  background: transparent;
  font: inherit;
  color: inherit;
  outline: none;
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  margin-top: ${vars.spaceXs};
`;

function CalendarIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <rect x="1.5" y="2.5" width="11" height="10" rx="1" fill="none" stroke="currentColor" />
      <path d="M1.5 5.5h11M4.5 1v3M9.5 1v3" stroke="currentColor" />
    </svg>
  );
}

/**
 * One day as yyyy-MM-dd, typed or picked in a zh-cn calendar (the native date input shows mm/dd/yyyy to
 * a Chinese user and is cut off in a narrow host page). Typed text counts once it is a real day within
 * [min, max]; leaving the box puts back the last valid value. The calendar opens in the portal root.
 */
export function DatePicker({
  value,
  onChange,
  min,
  max,
  disabled = false,
  id,
  'aria-label': ariaLabel,
}: DatePickerProps) {
  const field = useFieldControl();
  const current = value || null;
  const [draft, setDraft] = useState(current ?? '');
  const [shown, setShown] = useState(current);
  const [open, setOpen] = useState(false);
  // A new value from outside replaces what was being typed.
  if (current !== shown) {
    setShown(current);
    setDraft(current ?? '');
  }

  const type = (text: string) => {
    setDraft(text);
    if (text.trim() === '') {
      if (current !== null) onChange(null);
      return;
    }
    const date = parseDate(text);
    if (date && date !== current && !outOfRange(date, min, max)) onChange(date);
  };
  const pick = (date: string | null) => {
    setOpen(false);
    if (date !== current) onChange(date);
  };

  return (
    <Group data-invalid={field.invalid || undefined}>
      <TextBox
        {...fieldAria(field)}
        id={id ?? field.id}
        aria-label={ariaLabel}
        placeholder={uiLabels.datePicker.placeholder}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={draft}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setDraft(current ?? '')}
      />
      <Popover
        label={uiLabels.datePicker.calendar}
        open={open}
        onOpenChange={setOpen}
        initialFocus={-1}
        trigger={
          <IconButton
            size="small"
            label={ariaLabel ? uiLabels.datePicker.openFor(ariaLabel) : uiLabels.datePicker.open}
            icon={<CalendarIcon />}
            disabled={disabled}
          />
        }
        content={
          <>
            <Calendar value={current} onPick={pick} min={min} max={max} />
            <Footer>
              <Button
                size="small"
                variant="link"
                disabled={outOfRange(todayDate(), min, max)}
                onClick={() => pick(todayDate())}
              >
                {uiLabels.datePicker.today}
              </Button>
              <Button size="small" variant="link" onClick={() => pick(null)}>
                {uiLabels.datePicker.clear}
              </Button>
            </Footer>
          </>
        }
      />
    </Group>
  );
}
