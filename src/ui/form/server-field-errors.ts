import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../core';

/** `items[0].quantity` (the server's way) → `items.0.quantity` (react-hook-form's). */
const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/**
 * Marks the fields a 2003 answer names (`data.fields = [{ field, message }]`) with the server's message
 * and focuses the first one. `rename` maps a server field to the form's name where they differ; a field
 * the form does not have is left alone (the http client has toasted the answer's message already).
 * Returns whether any field was marked.
 */
export function markServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  rename: Readonly<Record<string, FieldPath<T>>> = {},
): boolean {
  if (!isApiError(error) || !error.fields?.length) return false;
  const values = form.getValues();
  let marked = false;
  for (const { field, message } of error.fields) {
    const name = rename[field] ?? (formPath(field) as FieldPath<T>);
    if (get(values, name) === undefined) continue;
    form.setError(name, { type: 'server', message }, { shouldFocus: !marked });
    marked = true;
  }
  return marked;
}
