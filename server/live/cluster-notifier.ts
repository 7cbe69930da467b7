import { localNotifier } from './local-notifier';
import type { Notifier } from './notifier';

/**
 * A publish travelling over cluster IPC (npm run start:cluster on SQLite): worker → primary → every
 * other worker. Named so that it cannot be mistaken for another message on the same channel.
 */
export interface RelayedNotification {
  ypNotify: { channel: string; payload: string };
}

export function isRelayedNotification(message: unknown): message is RelayedNotification {
  const body = (message as Partial<RelayedNotification> | null)?.ypNotify;
  return typeof body?.channel === 'string' && typeof body.payload === 'string';
}

/** A worker's end of the IPC channel to the primary (the worker's `process`, or a fake in tests). */
export interface PrimaryChannel {
  send(message: RelayedNotification): void;
  on(event: 'message', listener: (message: unknown) => void): void;
  off(event: 'message', listener: (message: unknown) => void): void;
}

/** The IPC channel of this process, a cluster worker. */
export function processPrimaryChannel(): PrimaryChannel {
  return {
    send(message) {
      // Closed only when the primary is gone, and with it every other worker: nobody is left to tell.
      if (process.connected) process.send?.(message, undefined, undefined, () => {});
    },
    on: (event, listener) => void process.on(event, listener),
    off: (event, listener) => void process.off(event, listener),
  };
}

/**
 * The SQLite deployment run as a cluster: subscribers of this worker hear a publish at once, as with
 * the local notifier, and the primary relays it to the other workers (cluster-relay.ts).
 */
export function clusterNotifier(primary: PrimaryChannel): Notifier {
  const local = localNotifier();
  const receive = (message: unknown) => {
    if (isRelayedNotification(message))
      void local.publish(message.ypNotify.channel, message.ypNotify.payload);
  };
  primary.on('message', receive);
  return {
    closing: local.closing,
    async publish(channel, payload) {
      await local.publish(channel, payload);
      if (!local.closing.aborted) primary.send({ ypNotify: { channel, payload } });
    },
    subscribe: (channel, listener) => local.subscribe(channel, listener),
    async close() {
      primary.off('message', receive);
      await local.close();
    },
  };
}
