/**
 * Fan-out of small "something changed" signals to every API node: in-process on SQLite (one node, its
 * cluster workers relayed by the primary), PostgreSQL LISTEN/NOTIFY on Postgres (several nodes behind a
 * load balancer stay in step).
 * Payloads are short identifiers, never data: a listener re-reads what it shows.
 */

/** Called with each payload published on the channel; null when notifications may have been missed
 * (the node's listening connection was re-established), so the listener should re-read. */
export type NotifyListener = (payload: string | null) => void;

export interface Notifier {
  /** Delivers the payload to every subscriber of the channel on every node (this one included). */
  publish(channel: string, payload: string): Promise<void>;
  /** Resolves once notifications on the channel are being received; the result unsubscribes. */
  subscribe(channel: string, listener: NotifyListener): Promise<() => void>;
  /** Aborted when close() starts: long-lived responses (event streams) end on it. */
  readonly closing: AbortSignal;
  /** Stops delivering and releases the listening connection; idempotent. */
  close(): Promise<void>;
}

/** Channel names are code constants: short lower-case identifiers, safe to use as SQL identifiers. */
const CHANNEL = /^[a-z][a-z0-9_]{0,29}$/;

export function assertChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`invalid notifier channel name: ${channel}`);
}
