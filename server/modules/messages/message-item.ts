import type { MessageItem } from '../../../src/contract/messages';
import type { MessagesTable } from './tables';

type MessageRow = Pick<MessagesTable, 'id' | 'type' | 'title' | 'content' | 'created_at'>;

/** A stored message as the wire shows it. */
export const toMessageItem = (row: MessageRow, read: boolean): MessageItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  content: row.content,
  read,
  createdAt: new Date(Number(row.created_at)).toISOString(),
});
