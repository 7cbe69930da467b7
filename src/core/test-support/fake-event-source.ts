/** Replaces window.EventSource so a test or story can push server-sent events without a server. */

type Listener = (event: MessageEvent<string>) => void;

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static readonly open = new Set<FakeEventSource>();

  readyState = FakeEventSource.OPEN;
  readonly #listeners = new Map<string, Set<Listener>>();

  constructor(readonly url: string) {
    FakeEventSource.open.add(this);
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.#listeners.get(type) ?? new Set();
    this.#listeners.set(type, set);
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.#listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
    FakeEventSource.open.delete(this);
  }

  dispatch(type: string, data: string): void {
    for (const listener of this.#listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }

  /** What a browser does when the server answers with an HTTP error: closed for good, then 'error'. */
  refuse(): void {
    this.close();
    this.dispatch('error', '');
  }
}

export interface FakeEventSources {
  /** URLs of the streams open now. */
  openUrls(): string[];
  /** Sends `data` (JSON-encoded) as event `type` to every open stream whose URL contains `urlPart`. */
  push(urlPart: string, type: string, data: unknown): void;
  /** The server refuses every open stream whose URL contains `urlPart` (e.g. an expired token). */
  refuse(urlPart: string): void;
  restore(): void;
}

export function installFakeEventSource(): FakeEventSources {
  const real = window.EventSource;
  window.EventSource = FakeEventSource as unknown as typeof EventSource;
  return {
    openUrls: () => [...FakeEventSource.open].map((source) => source.url),
    push(urlPart, type, data) {
      for (const source of FakeEventSource.open) {
        if (source.url.includes(urlPart)) source.dispatch(type, JSON.stringify(data));
      }
    },
    refuse(urlPart) {
      for (const source of [...FakeEventSource.open]) if (source.url.includes(urlPart)) source.refuse();
    },
    restore() {
      for (const source of [...FakeEventSource.open]) source.close();
      window.EventSource = real;
    },
  };
}
