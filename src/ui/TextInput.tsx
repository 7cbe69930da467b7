import styled from 'styled-components';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { fieldAria, useFieldControl } from './field-context';
import { controlBox } from './theme/mixins';

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${controlBox}
  width: 100%;
  min-width: 0;
`;

export type TextInputProps = InputHTMLAttributes<HTMLInputElement>;

/** A text input; inside a Field it takes the field's id, description and invalid state. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(props, ref) {
  const field = useFieldControl();
  return <StyledInput ref={ref} type="text" {...fieldAria(field)} $invalid={field.invalid} {...props} />;
});
