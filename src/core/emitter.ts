/** A tiny typed event emitter; the stores and buses of core are built on it. */
export interface Emitter<Events extends Record<string, unknown>> {
  on<K extends keyof Events>(event: K, listener: (payload: Events[K]) => void): () => void;
  emit<K extends keyof Events>(event: K, payload: Events[K]): void;
}

export function createEmitter<Events extends Record<string, unknown>>(): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(event, payload) {
      // Copy first: a listener may unsubscribe itself while we iterate.
      for (const listener of [...(listeners.get(event) ?? [])])
        (listener as (p: typeof payload) => void)(payload);
    },
  };
}
