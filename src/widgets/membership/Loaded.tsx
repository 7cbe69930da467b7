import type { ReactNode } from 'react';
import { LoadError, Loading } from '../../ui';
import type { ApiQueryState } from '../query';
import { membershipLabels as text } from './labels';

/** A step's read: 加载中, the error with 重试, else the step drawn from the answer. */
export function Loaded<T>({
  state,
  children,
}: {
  state: ApiQueryState<T>;
  children: (data: T) => ReactNode;
}) {
  if (state.data != null) return children(state.data);
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  return <Loading text={text.loading} />;
}
