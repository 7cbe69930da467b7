import type { FastifyBaseLogger } from 'fastify';

/**
 * What happened, announced by the module where it happened, so other modules react without the first
 * one knowing them (the messages module sends its notices on these).
 */
export interface AppEventMap {
  /** A successful login/login, conservoLogin or externalLogin. `ip` is the client's address. */
  loggedIn: { accountId: string; companyId: string; ip: string };
  /** findPassword set a new password. */
  passwordChanged: { accountId: string };
  /** user/register created a company and its administrator account. */
  companyRegistered: { companyId: string; accountId: string };
}

export type AppEventName = keyof AppEventMap;
export type AppEventListener<K extends AppEventName> = (event: AppEventMap[K]) => Promise<void> | void;

export interface AppEvents {
  on<K extends AppEventName>(name: K, listener: AppEventListener<K>): void;
  /**
   * Runs every listener and waits for them, so a caller's response follows their effects. A failing
   * listener is logged and never fails the caller: the event has already happened.
   */
  emit<K extends AppEventName>(name: K, event: AppEventMap[K]): Promise<void>;
}

export function createAppEvents(log: Pick<FastifyBaseLogger, 'error'>): AppEvents {
  const listeners = new Map<AppEventName, AppEventListener<never>[]>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as AppEventListener<never>]);
    },
    async emit(name, event) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          await (listener as AppEventListener<typeof name>)(event);
        } catch (error) {
          log.error({ err: error, event: name }, 'event listener failed');
        }
      }
    },
  };
}

/** Announces a successful login (loggedIn) and passes its result through, for the login routes. */
export async function announceLogin<T extends { uuid: string; companyId: string }>(
  events: AppEvents,
  ip: string,
  result: T,
): Promise<T> {
  await events.emit('loggedIn', { accountId: result.uuid, companyId: result.companyId, ip });
  return result;
}
