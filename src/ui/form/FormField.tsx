import styled from 'styled-components';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Field, type FieldProps } from '../Field';

/** Lays out as if absent (the form's grid places the Field); it is only there to find the control. */
const Box = styled.div`
  display: contents;
`;

const FOCUSABLE = 'input:not([type=hidden]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

export type BoundControl<T extends FieldValues, N extends FieldPath<T>> = Omit<
  ControllerRenderProps<T, N>,
  'ref'
>;

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> extends Omit<
  FieldProps,
  'error' | 'children'
> {
  control: Control<T>;
  name: N;
  /** The kit's control, bound: `{(field) => <TextInput {...field} maxLength={50} />}`. */
  children: (field: BoundControl<T, N>) => ReactNode;
}

/**
 * A kit Field bound to a react-hook-form field: the field's error (a rule's or the server's, see
 * markServerFieldErrors) is the Field's error, so the control gets aria-invalid and the message; and
 * the form can focus the control (setError with shouldFocus, handleSubmit's first invalid field) whether
 * or not the control forwards refs.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  children,
  ...field
}: FormFieldProps<T, N>) {
  const { field: bound, fieldState } = useController({ control, name });
  const { ref, ...props } = bound;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref({ focus: () => box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus() });
  }, [ref]);
  return (
    <Box ref={box}>
      <Field {...field} error={fieldState.error?.message}>
        {children(props)}
      </Field>
    </Box>
  );
}
