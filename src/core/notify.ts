/** Toasts and session events raised by core; the UI and the shell subscribe, core draws nothing. */
import { TOAST_MS } from './constants';
import { createEmitter } from './emitter';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastRequest {
  message: string;
  durationMs?: number;
  tone?: ToastTone;
}

export interface Toast {
  id: number;
  message: string;
  durationMs: number;
  tone: ToastTone;
}

const toastEmitter = createEmitter<{ toast: Toast }>();
let nextToastId = 1;

export const toastBus = {
  show(request: ToastRequest): Toast {
    const toast: Toast = {
      id: nextToastId++,
      message: request.message,
      durationMs: request.durationMs ?? TOAST_MS,
      tone: request.tone ?? 'info',
    };
    toastEmitter.emit('toast', toast);
    return toast;
  },
  subscribe(listener: (toast: Toast) => void): () => void {
    return toastEmitter.on('toast', listener);
  },
};

/** 'expired': classes -1 (not logged in, token invalid or expired); 'changed': class -3 (kicked, disabled, …). */
export interface SessionExpiredEvent {
  reason: 'expired' | 'changed';
}

/** The shell routes to /login on 'expired'; a widget re-emits it as `yp-session-expired`. */
export const sessionEvents = createEmitter<{ expired: SessionExpiredEvent }>();
