import type { Notifier, NotifyListener } from '../../live/notifier';
import type { Viewer } from './visibility';

/** Notifier channel announcing that some accounts' unread counts changed. */
const UNREAD_CHANNEL = 'unread';

/**
 * Whose counts changed: an account in a company, or (accountId null) every account of the company.
 * Identifiers only cross the wire; each open stream re-reads its own counts.
 */
export interface UnreadChange {
  companyId: string;
  accountId: string | null;
}

export const publishUnreadChange = (notifier: Notifier, change: UnreadChange): Promise<void> =>
  notifier.publish(
    UNREAD_CHANNEL,
    JSON.stringify({ companyId: change.companyId, accountId: change.accountId }),
  );

/** True when the payload may concern the viewer; a missed-notifications signal (null) concerns everyone. */
function concerns(payload: string | null, viewer: Viewer): boolean {
  if (payload === null) return true;
  try {
    const change = JSON.parse(payload) as Partial<UnreadChange>;
    return (
      change.companyId === viewer.companyId &&
      (change.accountId === null || change.accountId === viewer.accountId)
    );
  } catch {
    return false;
  }
}

/** Calls `onChange` whenever the viewer's counts may have changed, on whichever node the change happened. */
export function watchUnread(notifier: Notifier, viewer: Viewer, onChange: () => void): Promise<() => void> {
  const listener: NotifyListener = (payload) => {
    if (concerns(payload, viewer)) onChange();
  };
  return notifier.subscribe(UNREAD_CHANNEL, listener);
}
