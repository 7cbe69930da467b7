import type { Cluster, Worker } from 'node:cluster';
import { isRelayedNotification } from './cluster-notifier';

/**
 * The primary's half of the cluster notifier: a notification a worker sends is passed on to every
 * other worker (the sender has already delivered it to its own subscribers).
 */
export function relayNotifications(primary: Pick<Cluster, 'on' | 'workers'>): void {
  primary.on('message', (from: Worker, message: unknown) => {
    if (!isRelayedNotification(message)) return;
    for (const worker of Object.values(primary.workers ?? {})) {
      // A worker that is exiting misses it; its replacement subscribes afresh.
      if (worker && worker !== from && worker.isConnected()) worker.send(message, () => {});
    }
  });
}
