import type { ReactNode } from 'react';
import { Empty } from './Empty';
import { Toolbar } from './ListLayout';
import { LoadError } from './LoadError';
import { Loading } from './Loading';

/** What a detail page keeps about its one document (useApiQuery's state has this shape). */
export interface DetailState<T> {
  data: T | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export interface DetailStatesProps<T> {
  state: DetailState<T>;
  /** Shown when the load found nothing, e.g. 单据不存在. */
  notFoundText: string;
  /** The way back to the list (返回), also offered under a load error. */
  back: ReactNode;
  /** The page itself, once the document is there. */
  children: (data: T) => ReactNode;
}

/** A detail page's load states: the error with 重试 and the way back, 加载中, not found; else the page. */
export function DetailStates<T>({ state, notFoundText, back, children }: DetailStatesProps<T>) {
  if (state.error) {
    return (
      <>
        <LoadError message={state.error} onRetry={state.reload} />
        <Toolbar>{back}</Toolbar>
      </>
    );
  }
  if (!state.data) return state.loading ? <Loading /> : <Empty text={notFoundText} />;
  return children(state.data);
}
