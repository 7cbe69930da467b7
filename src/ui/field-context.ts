import { createContext, useContext } from 'react';

/** What a `Field` tells the control inside it, so label, hint and error are wired without props. */
export interface FieldControlProps {
  id?: string;
  labelId?: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

const outsideField: FieldControlProps = { invalid: false, required: false };

export function useFieldControl(): FieldControlProps {
  return useContext(FieldContext) ?? outsideField;
}

/** The aria attributes every native control inside a Field carries. */
export function fieldAria(field: FieldControlProps) {
  return {
    id: field.id,
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid || undefined,
    'aria-required': field.required || undefined,
  };
}
