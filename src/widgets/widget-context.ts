import { createContext, useContext } from 'react';

export type YpEventName = `yp-${string}`;

/** Dispatches a `yp-*` CustomEvent (bubbling, composed) from the widget's host element. */
export type Emit = (name: YpEventName, detail?: unknown) => void;

export const EmitContext = createContext<Emit | null>(null);

/** The `emit` of the widget this component is rendered in. */
export function useEmit(): Emit {
  const emit = useContext(EmitContext);
  if (!emit) throw new Error('useEmit() is only available inside a yp-* widget');
  return emit;
}

/** Events every widget may emit without declaring them. */
export const BUILT_IN_EVENTS: readonly YpEventName[] = ['yp-session-expired'];

export function createEmit(host: HTMLElement, declared: readonly YpEventName[]): Emit {
  const allowed = new Set([...BUILT_IN_EVENTS, ...declared]);
  return (name, detail) => {
    // Checked at run time too: widgets are plain JS to the host page, and a typo would fail silently.
    if (!allowed.has(name)) throw new Error(`<${host.localName}> does not declare the event "${name}"`);
    host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  };
}
