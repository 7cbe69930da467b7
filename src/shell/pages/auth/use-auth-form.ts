import { useState, type ChangeEvent, type FormEvent } from 'react';
import { isApiError } from '../../../core';
import { validateForm, type FormErrors, type Rule } from './validation';

/**
 * The state every auth form shares: values, field errors (client rules first, then the server's
 * errcode 2003 fields), one form-level error message and the submitting flag.
 */
export function useAuthForm<Name extends string>(options: {
  initial: Record<Name, string>;
  rules: (values: Record<Name, string>) => Record<Name, readonly Rule[]>;
  submit: (values: Record<Name, string>) => Promise<void>;
  /**
   * Lets a page read the refusal's `data` (e.g. the login's captcha flag); a message it returns is shown
   * instead of the server's.
   */
  onRefused?: (error: unknown) => string | undefined;
}) {
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FormErrors<Name>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const bind = (name: Name) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const setValue = (name: Name, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateForm(values, options.rules(values));
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await options.submit(values);
    } catch (error) {
      const message = options.onRefused?.(error);
      if (isApiError(error) && error.fields?.length) {
        setErrors(
          Object.fromEntries(error.fields.map(({ field, message }) => [field, message])) as FormErrors<Name>,
        );
      }
      setFormError(message ?? (error instanceof Error ? error.message : String(error)));
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, formError, submitting, bind, setValue, onSubmit, setFormError };
}
