import { EventEmitter } from 'node:events';
import { assertChannel, type Notifier, type NotifyListener } from './notifier';

/** Subscribers of one process: SQLite's single-process deployment (cluster workers: cluster-notifier.ts). */
export function localNotifier(): Notifier {
  const emitter = new EventEmitter();
  // Every open event stream subscribes: the default warning at 10 listeners does not apply.
  emitter.setMaxListeners(0);
  const closing = new AbortController();
  return {
    closing: closing.signal,
    async publish(channel, payload) {
      assertChannel(channel);
      if (!closing.signal.aborted) emitter.emit(channel, payload);
    },
    async subscribe(channel, listener: NotifyListener) {
      assertChannel(channel);
      if (closing.signal.aborted) throw new Error('notifier closed');
      emitter.on(channel, listener);
      return () => void emitter.off(channel, listener);
    },
    async close() {
      closing.abort();
      emitter.removeAllListeners();
    },
  };
}
