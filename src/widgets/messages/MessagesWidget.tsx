import { Empty } from '../../ui';
import { messageLabels } from './labels';
import { MessageDetail } from './MessageDetail';
import { MessageList } from './MessageList';
import { useUnreadCounts } from './use-unread-counts';

export interface MessagesWidgetProps {
  /** 'list' (default) or 'detail' */
  view?: string;
  /** The message shown by view="detail". */
  messageId?: string;
}

/** <yp-messages view="list"> and <yp-messages view="detail" message-id="…">. */
export function MessagesWidget({ view, messageId }: MessagesWidgetProps) {
  // Kept here, above both views, so the host's unread badge stays live whichever view is shown.
  const counts = useUnreadCounts();
  if (view === 'detail') {
    return messageId ? <MessageDetail id={messageId} /> : <Empty text={messageLabels.notFound} />;
  }
  return <MessageList counts={counts} />;
}
