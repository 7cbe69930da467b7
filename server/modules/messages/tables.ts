import type { Kysely } from 'kysely';
import type { MessageType } from '../../../src/contract/messages';
import type { Database, DbOrTrx } from '../../db/schema';

/** Tables of migrations 0002-messages and 0041-message-english (column names as in the database). */
export interface MessagesTable {
  id: string;
  company_id: string;
  /** null: addressed to every account of the company. */
  account_id: string | null;
  type: MessageType;
  /** The Chinese title and content. */
  title: string;
  /** Plain text, shown as text by the client. */
  content: string;
  /** The English title and content (0041); null on rows of before it, which read their Chinese. */
  title_en: string | null;
  content_en: string | null;
  created_at: number;
}

/** One row per account that has read a message; company and type copied from the message for the counts. */
export interface MessageReadsTable {
  message_id: string;
  account_id: string;
  company_id: string;
  type: MessageType;
  read_at: number;
}

// A type alias, not an interface: withTables<T> needs T to be indexable.
export type MessageTables = {
  messages: MessagesTable;
  message_reads: MessageReadsTable;
};

/** The database handle typed with the message tables too (they are this module's own). */
export const messagesDb = (db: DbOrTrx) => (db as Kysely<Database>).withTables<MessageTables>();

/** Every message type, in the order the tabs and counts list them. */
export const MESSAGE_TYPES: readonly MessageType[] = ['system', 'business', 'bill', 'contract'];
