import { toastBus, type Toast } from '../core/notify';

/**
 * The toasts on screen now, kept apart from the hosts that draw them. Several widgets on one page each
 * mount a ToastHost, and the one drawing may unmount while a toast is live (a session ends, the shell
 * routes to /login and the widget that raised 连接超时 goes away): the toast must stay for its whole
 * duration, drawn by the next host. So the list and each toast's timer live here, and only the first
 * mounted host draws the list.
 */
type Listener = () => void;

/** What hosts render: the live toasts and which host draws them (a new object on every change). */
export interface ToastScreen {
  toasts: readonly Toast[];
  drawer: symbol | undefined;
}

let live: readonly Toast[] = [];
let screen: ToastScreen = { toasts: live, drawer: undefined };
const hosts: symbol[] = [];
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let stopListening: (() => void) | undefined;

function changed(next: readonly Toast[]) {
  live = next;
  screen = { toasts: live, drawer: hosts[0] };
  for (const listener of listeners) listener();
}

function add(toast: Toast) {
  changed([...live, toast]);
  timers.set(
    toast.id,
    setTimeout(() => {
      timers.delete(toast.id);
      changed(live.filter((shown) => shown.id !== toast.id));
    }, toast.durationMs),
  );
}

/** Nobody draws: toasts raised now are not shown later, and the timers of live ones stop. */
function reset() {
  stopListening?.();
  stopListening = undefined;
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  live = [];
}

export const toastStore = {
  /** Registers a host; the returned function unregisters it. The first registered host draws. */
  attach(host: symbol): () => void {
    hosts.push(host);
    stopListening ??= toastBus.subscribe(add);
    changed(live);
    return () => {
      hosts.splice(hosts.indexOf(host), 1);
      if (hosts.length === 0) reset();
      changed(live);
    };
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): ToastScreen {
    return screen;
  },
};
