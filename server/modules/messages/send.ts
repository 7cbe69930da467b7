import type { MessageType } from '../../../src/contract/messages';
import { newId } from '../../db/ids';
import type { DbOrTrx } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { textColumns, type MessageTexts } from './message-texts';
import { messagesDb } from './tables';
import { publishUnreadChange } from './unread-channel';

export interface NewMessage {
  companyId: string;
  /** Omitted or null: to every account of the company. */
  accountId?: string | null;
  type: MessageType;
  /**
   * The title and content, called once in every language when the message is stored: the labels read
   * inside render in that language, so each reader reads the message in its own.
   */
  texts: () => MessageTexts;
}

/** A transaction will do for db (a demo seed sends inside its own). */
export type SendDeps = Pick<AppDeps, 'clock' | 'notifier'> & { db: DbOrTrx };

/**
 * Stores a message and tells the recipients' open streams (on every node) that their counts changed.
 * The row is written first: a failed notification never loses the message, the counts catch up on
 * the next change or poll. Returns the message id.
 */
export async function sendMessage(deps: SendDeps, message: NewMessage): Promise<string> {
  const id = await storeMessage(deps, message);
  await announceMessage(deps, message);
  return id;
}

/**
 * Stores a message only, inside the caller's transaction (deps.db a transaction), so the message and the
 * write it tells of commit together; the caller announces it (announceMessage) once committed: the
 * notifier must not wait on another connection inside the transaction. Returns the message id.
 */
export async function storeMessage(deps: Omit<SendDeps, 'notifier'>, message: NewMessage): Promise<string> {
  const id = newId();
  await messagesDb(deps.db)
    .insertInto('messages')
    .values({
      id,
      company_id: message.companyId,
      account_id: message.accountId ?? null,
      type: message.type,
      ...textColumns(message.texts),
      created_at: deps.clock(),
    })
    .execute();
  return id;
}

/** Tells the recipients' open streams that their counts changed (after storeMessage's transaction). */
export const announceMessage = (
  deps: Pick<SendDeps, 'notifier'>,
  message: Pick<NewMessage, 'companyId' | 'accountId'>,
): Promise<void> =>
  publishUnreadChange(deps.notifier, { companyId: message.companyId, accountId: message.accountId ?? null });
