import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { toastBus } from '../../core';
import { markServerFieldErrors, useConfirm, type ConfirmRequest } from '../../ui';
import { invalidateApiPaths } from './query-client';
import type { ApiPath } from '../../contract/api-paths';

export interface ApiActionOptions<V, T, F extends FieldValues> {
  /** The write itself (an area api function). */
  call: (variables: V) => Promise<T>;
  /** Asks first (删除, 作废 …); declining does nothing. */
  confirm?: (variables: V) => ConfirmRequest;
  /** The success toast. */
  success?: string | ((result: T, variables: V) => string);
  /** The API paths whose cached reads this write changes (list and detail calls): they refetch. */
  invalidates?: readonly ApiPath[];
  /** A form's submit: a 2003 answer marks the fields it names (see markServerFieldErrors). */
  form?: Pick<UseFormReturn<F>, 'setError' | 'getValues'>;
  /** Server field → form field, where the names differ. */
  serverFields?: Readonly<Record<string, FieldPath<F>>>;
  /** After the toast: navigate back, close the dialog … */
  onSuccess?: (result: T, variables: V) => void;
}

export interface ApiAction<V, T> {
  /** Confirm → call → toast → invalidate → onSuccess. Resolves to the result, or undefined when the
   * user declined, the call failed (the http client has toasted the failure) or another call of this
   * action was still under way (a double click, a second Enter: ignored). Never rejects. */
  run: (variables: V) => Promise<T | undefined>;
  /** A call is under way (disable the button, show its spinner). */
  pending: boolean;
  /** The variables of the call under way, e.g. the row whose button shows the spinner. */
  running: V | undefined;
}

/** The one way a widget writes: every confirmed action and every form submit goes through it. */
export function useApiAction<V = void, T = unknown, F extends FieldValues = FieldValues>(
  options: ApiActionOptions<V, T, F>,
): ApiAction<V, T> {
  const confirm = useConfirm();
  const mutation = useMutation({ mutationFn: options.call });
  // One call at a time, held from the call until it settles. A ref, not `pending`: the handler an older
  // render left behind would still see the last call pending after it settled (a click right after a
  // 2003 answer dropped), or none yet for a second click in the same tick (two requests).
  const underWay = useRef(false);
  // Set with the call, not when the mutation's observer reports it, so the button is disabled at once.
  const [running, setRunning] = useState<{ variables: V }>();
  const call = async (variables: V): Promise<T | undefined> => {
    if (options.confirm && !(await confirm(options.confirm(variables)))) return undefined;
    let result: T;
    setRunning({ variables });
    try {
      result = await mutation.mutateAsync(variables);
    } catch (error) {
      if (options.form) markServerFieldErrors(error, options.form, options.serverFields);
      return undefined;
    } finally {
      setRunning(undefined);
    }
    const { success } = options;
    if (success) {
      const message = typeof success === 'string' ? success : success(result, variables);
      toastBus.show({ message, tone: 'success' });
    }
    void invalidateApiPaths(options.invalidates ?? []);
    options.onSuccess?.(result, variables);
    return result;
  };
  const run = async (variables: V): Promise<T | undefined> => {
    if (underWay.current) return undefined;
    underWay.current = true;
    try {
      return await call(variables);
    } finally {
      underWay.current = false;
    }
  };
  return { run, pending: running !== undefined, running: running?.variables };
}
