import styled from 'styled-components';
import { useEffect, useRef, type ReactNode } from 'react';
import { fieldAria, useFieldControl } from './field-context';
import { vars } from './theme/tokens';

export interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Text beside the box; without it, pass aria-label. */
  children?: ReactNode;
  /** "Some selected" state, e.g. a select-all box over a partly selected table. */
  indeterminate?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  name?: string;
  value?: string;
}

const Label = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.spaceSm};
  font-size: ${vars.fontSizeMd};
  color: ${(p) => (p.$disabled ? vars.colorTextDisabled : vars.colorText)};
  cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
`;

// A native checkbox keeps every keyboard and screen-reader behaviour; only its colour is themed.
const Box = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${vars.colorPrimary};
  cursor: inherit;

  &:focus-visible {
    outline: 2px solid ${vars.colorPrimary};
    outline-offset: 2px;
  }
`;

export function Checkbox({
  checked,
  onChange,
  children,
  indeterminate = false,
  disabled = false,
  'aria-label': ariaLabel,
  name,
  value,
}: CheckboxProps) {
  const field = useFieldControl();
  const ref = useRef<HTMLInputElement>(null);
  // indeterminate exists only as a DOM property, not as an attribute.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Label $disabled={disabled}>
      <Box
        ref={ref}
        type="checkbox"
        {...fieldAria(field)}
        aria-label={ariaLabel}
        checked={checked}
        disabled={disabled}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </Label>
  );
}
