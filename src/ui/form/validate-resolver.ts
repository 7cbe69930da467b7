import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a plain rules function (values → { field: message }), so a form's rules
 * stay a pure, unit-tested function beside the form instead of being spread over the fields. Rules that
 * need more than the values (a looked-up stock) get the form's `context` as their second argument.
 */
export function rulesResolver<T extends FieldValues, Context = undefined>(
  validate: (values: T, context: Context) => Partial<Record<string, string | undefined>>,
): Resolver<T, Context> {
  return (values, context) => {
    const found = Object.entries(validate(values, context as Context)).filter(([, message]) => message);
    if (!found.length) return { values, errors: {} };
    const errors = Object.fromEntries(
      found.map(([name, message]) => [name, { type: 'rule', message }]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}
