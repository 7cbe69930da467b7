/**
 * The one-time ticket between the two find-password steps, kept in sessionStorage: it lives only in
 * this tab and dies with it. A memory copy covers browsers that refuse storage.
 */
const KEY = 'yp-reset-ticket';
let memory: string | null = null;

export const resetTicket = {
  get(): string | null {
    try {
      return sessionStorage.getItem(KEY) ?? memory;
    } catch {
      return memory;
    }
  },
  set(ticket: string): void {
    memory = ticket;
    try {
      sessionStorage.setItem(KEY, ticket);
    } catch {
      // memory copy only
    }
  },
  clear(): void {
    memory = null;
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // nothing stored
    }
  },
};
