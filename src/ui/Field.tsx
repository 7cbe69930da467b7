import styled from 'styled-components';
import { useId, type ReactNode } from 'react';
import { FieldContext, type FieldControlProps } from './field-context';
import { uiLabels } from './labels';
import { vars } from './theme/tokens';

export interface FieldProps {
  label: ReactNode;
  required?: boolean;
  /** Shown under the control in red; marks the control aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Label beside the control (filter bars) or above it (forms). */
  layout?: 'horizontal' | 'vertical';
  children: ReactNode;
}

const Wrapper = styled.div<{ $horizontal: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$horizontal ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  align-items: ${(p) => (p.$horizontal ? 'center' : 'stretch')};
  column-gap: ${vars.spaceSm};
  row-gap: ${vars.spaceXs};
  font-size: ${vars.fontSizeMd};
`;

const Label = styled.label`
  color: ${vars.colorText};
  white-space: nowrap;
`;

const RequiredMark = styled.span`
  margin-right: 2px;
  color: ${vars.colorDanger};
`;

const Message = styled.div<{ $error?: boolean; $horizontal: boolean }>`
  grid-column: ${(p) => (p.$horizontal ? '2' : '1')};
  font-size: ${vars.fontSizeSm};
  color: ${(p) => (p.$error ? vars.colorDanger : vars.colorTextSecondary)};
`;

/**
 * A labelled form control. The control inside (TextInput, Select, DateRangePicker, …) reads its id and
 * aria attributes from context, so `<Field label="车牌号"><TextInput /></Field>` is fully wired.
 */
export function Field({ label, required = false, error, hint, layout = 'vertical', children }: FieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error != null && error !== false && error !== '';
  const horizontal = layout === 'horizontal';
  const control: FieldControlProps = {
    id,
    labelId,
    describedBy: [hasError && errorId, hint != null && hintId].filter(Boolean).join(' ') || undefined,
    invalid: hasError,
    required,
  };
  return (
    <Wrapper $horizontal={horizontal}>
      <Label id={labelId} htmlFor={id}>
        {required && (
          <RequiredMark aria-hidden="true" title={uiLabels.field.required}>
            *
          </RequiredMark>
        )}
        {label}
      </Label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint != null && (
        <Message id={hintId} $horizontal={horizontal}>
          {hint}
        </Message>
      )}
      {hasError && (
        <Message id={errorId} role="alert" $error $horizontal={horizontal}>
          {error}
        </Message>
      )}
    </Wrapper>
  );
}
