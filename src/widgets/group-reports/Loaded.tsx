import type { ReactNode } from 'react';
import { Empty, Loading, LoadError } from '../../ui';
import type { ApiQueryState } from '../query';
import { common } from './labels';

/** A report read's states: its error with 重试, 加载中, 暂无数据; else what it shows. */
export function Loaded<T>({
  state,
  children,
}: {
  state: ApiQueryState<T>;
  children: (data: T) => ReactNode;
}) {
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  if (!state.data) return state.loading ? <Loading /> : <Empty text={common.empty} />;
  return children(state.data);
}
