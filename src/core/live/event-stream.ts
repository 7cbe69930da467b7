/**
 * A server-sent-events subscription that survives the server closing it: EventSource retries by itself
 * after a dropped connection, but gives up for good on an HTTP error (e.g. an expired token), so then we
 * open a new one after `retryMs` with a freshly built URL.
 */
export interface EventStreamOptions<T> {
  /** Built again for every (re)connect, so a rotated token is used. */
  url: () => string;
  event: string;
  onData: (data: T) => void;
  retryMs?: number;
}

const DEFAULT_RETRY_MS = 15_000;

/** Opens the stream; the returned function closes it for good. */
export function createEventStream<T>({
  url,
  event,
  onData,
  retryMs = DEFAULT_RETRY_MS,
}: EventStreamOptions<T>): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const open = () => {
    source = new EventSource(url());
    source.addEventListener(event, (message) => {
      try {
        onData(JSON.parse((message as MessageEvent<string>).data) as T);
      } catch {
        console.warn(`[yelopack] ignoring a malformed "${event}" event`);
      }
    });
    source.addEventListener('error', () => {
      if (closed || source?.readyState !== EventSource.CLOSED) return;
      retryTimer = setTimeout(open, retryMs);
    });
  };

  open();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
