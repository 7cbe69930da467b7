import styled from 'styled-components';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton } from './Button';
import { dayLabel, monthTitle, weekdayNames } from '../core/format/calendar-names';
import { monthGrid, moveDate, outOfRange, sameMonth, shiftMonth, todayDate } from './month-grid';
import { uiLabels } from './labels';
import { focusRing } from './theme/mixins';
import { vars } from './theme/tokens';

export interface CalendarProps {
  /** The picked day (yyyy-MM-dd), if any. */
  value: string | null;
  onPick: (date: string) => void;
  min?: string;
  max?: string;
}

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${vars.spaceXs};
  font-weight: 600;
`;

const Grid = styled.table`
  border-collapse: collapse;

  th {
    width: 32px;
    padding: ${vars.spaceXs} 0;
    font-weight: normal;
    color: ${vars.colorTextSecondary};
    text-align: center;
  }
  td {
    padding: 1px;
    text-align: center;
  }
`;

const Day = styled.button`
  width: 30px;
  height: 28px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${vars.radius};
  background: none;
  font: inherit;
  color: ${vars.colorText};
  cursor: pointer;

  &[data-outside='true'] {
    color: ${vars.colorTextDisabled};
  }
  &[data-today='true'] {
    border-color: ${vars.colorPrimary};
  }
  &[data-selected='true'] {
    color: ${vars.colorBg};
    background: ${vars.colorPrimary};
  }
  &:hover:not(:disabled) {
    background: ${vars.colorPrimarySoft};
  }
  &:disabled {
    color: ${vars.colorTextDisabled};
    background: ${vars.colorBgMuted};
    cursor: not-allowed;
  }
  ${focusRing}
`;

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M7 1L3 5l4 4' : 'M3 1l4 4-4 4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
    </svg>
  );
}

/**
 * A month of days as an ARIA grid (APG date picker dialog): one day is focusable at a time; arrows move
 * it by a day or a week, PageUp/PageDown by a month (Shift: a year), Home/End to the week's ends, and
 * Enter or Space picks it. The focused day is focused when the calendar opens.
 */
export function Calendar({ value, onPick, min, max }: CalendarProps) {
  const titleId = useId();
  const [focused, setFocused] = useState(() => value ?? todayDate());
  const dayRefs = useRef(new Map<string, HTMLButtonElement>());
  // The day takes focus when the calendar opens and after a key moved it; ‹ › keep focus on themselves.
  const focusDay = useRef(true);
  const today = todayDate();

  useEffect(() => {
    if (focusDay.current) dayRefs.current.get(focused)?.focus();
    focusDay.current = false;
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const { key, shiftKey } = event;
    if (moveDate(focused, key, shiftKey) === null) return;
    event.preventDefault();
    focusDay.current = true;
    // From the latest day: keys pressed faster than React renders all count.
    setFocused((day) => moveDate(day, key, shiftKey) ?? day);
  };

  return (
    <div>
      <Header>
        <IconButton
          size="small"
          label={uiLabels.datePicker.previousMonth}
          icon={<Arrow direction="left" />}
          onClick={() => setFocused(shiftMonth(focused, -1))}
        />
        <span id={titleId} aria-live="polite">
          {monthTitle(focused)}
        </span>
        <IconButton
          size="small"
          label={uiLabels.datePicker.nextMonth}
          icon={<Arrow direction="right" />}
          onClick={() => setFocused(shiftMonth(focused, 1))}
        />
      </Header>
      <Grid role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdayNames().map(({ short, full }) => (
              <th key={full} scope="col" abbr={full}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <td key={date} role="gridcell" aria-selected={date === value}>
                  <Day
                    ref={(node) => {
                      if (node) dayRefs.current.set(date, node);
                      else dayRefs.current.delete(date);
                    }}
                    type="button"
                    tabIndex={date === focused ? 0 : -1}
                    aria-label={dayLabel(date)}
                    data-selected={date === value}
                    data-outside={!sameMonth(date, focused)}
                    data-today={date === today}
                    disabled={outOfRange(date, min, max)}
                    onClick={() => onPick(date)}
                  >
                    {Number(date.slice(8))}
                  </Day>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Grid>
    </div>
  );
}
