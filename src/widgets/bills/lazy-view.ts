import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PropsOfView<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A component a lazily loaded module exports by name, loaded with that module's chunk on first render
 * (React.lazy takes default exports only). The 对账管理 tabs use it for their panels.
 */
export function lazyView<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType<PropsOfView<M[K]>>> {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<PropsOfView<M[K]>> })));
}
