import type { NotifyListener } from '../live/notifier';

/** Collects what a notifier subscriber hears and lets a test wait for the next delivery. */
export function notifyRecorder() {
  const heard: (string | null)[] = [];
  let wake: (() => void) | undefined;
  const listener: NotifyListener = (payload) => {
    heard.push(payload);
    wake?.();
  };
  return {
    heard,
    listener,
    async waitFor(count: number) {
      const deadline = Date.now() + 5000;
      while (heard.length < count) {
        if (Date.now() > deadline) throw new Error(`heard ${heard.length} of ${count}`);
        await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, 50)));
      }
    },
  };
}
