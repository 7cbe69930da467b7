import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a plain rules function (values → { field: message }), so a form's rules
 * stay a pure, unit-tested function beside the form instead of being spread over the fields.
 */
export function rulesResolver<T extends FieldValues>(
  validate: (values: T) => Partial<Record<string, string | undefined>>,
): Resolver<T> {
  return (values) => {
    const found = Object.entries(validate(values)).filter(([, message]) => message);
    if (!found.length) return { values, errors: {} };
    const errors = Object.fromEntries(
      found.map(([name, message]) => [name, { type: 'rule', message }]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}
