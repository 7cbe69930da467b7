import type { ClearUnreadResult, MessageItem, MessageType } from '../../../src/contract/messages';
import { businessError } from '../../http/envelope';
import { MESSAGE_LABELS } from './labels';
import { toMessageItem } from './message-item';
import { textsRead } from './message-texts';
import type { SendDeps } from './send';
import { messagesDb } from './tables';
import { publishUnreadChange } from './unread-channel';
import { visibleTo, type Viewer } from './visibility';

/**
 * getMessageDetail: the message in the request's language, marked read for this account. A message the viewer may not see
 * (another company's, or addressed to another account) answers exactly like one that does not exist.
 */
export async function readMessage(deps: SendDeps, viewer: Viewer, id: string): Promise<MessageItem> {
  const mdb = messagesDb(deps.db);
  const texts = textsRead();
  const message = await mdb
    .selectFrom('messages as m')
    .select([
      'm.id',
      'm.company_id',
      'm.type',
      texts.title.as('title'),
      texts.content.as('content'),
      'm.created_at',
    ])
    .where('m.id', '=', id)
    .where(visibleTo(viewer))
    .executeTakeFirst();
  if (!message) throw businessError(MESSAGE_LABELS.notFound);
  const inserted = await mdb
    .insertInto('message_reads')
    .values({
      message_id: message.id,
      account_id: viewer.accountId,
      company_id: message.company_id,
      type: message.type,
      read_at: deps.clock(),
    })
    .onConflict((conflict) => conflict.columns(['account_id', 'message_id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) await publishUnreadChange(deps.notifier, viewer);
  return toMessageItem(message, true);
}

/** clearUnread: marks every unread message the viewer sees (or those of one type) read. */
export async function clearUnread(
  deps: SendDeps,
  viewer: Viewer,
  type: MessageType | undefined,
): Promise<ClearUnreadResult> {
  const mdb = messagesDb(deps.db);
  const now = deps.clock();
  let unread = mdb
    .selectFrom('messages as m')
    .select((eb) => [
      'm.id',
      eb.val(viewer.accountId).as('account_id'),
      'm.company_id',
      'm.type',
      eb.val(now).as('read_at'),
    ])
    .where(visibleTo(viewer))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('message_reads as r')
            .select('r.message_id')
            .whereRef('r.message_id', '=', 'm.id')
            .where('r.account_id', '=', viewer.accountId),
        ),
      ),
    );
  if (type) unread = unread.where('m.type', '=', type);
  const result = await mdb
    .insertInto('message_reads')
    .columns(['message_id', 'account_id', 'company_id', 'type', 'read_at'])
    .expression(unread)
    // A concurrent getMessageDetail may have read one in between: that one is simply not counted.
    .onConflict((conflict) => conflict.columns(['account_id', 'message_id']).doNothing())
    .executeTakeFirst();
  const cleared = Number(result.numInsertedOrUpdatedRows ?? 0);
  if (cleared > 0) await publishUnreadChange(deps.notifier, viewer);
  return { cleared };
}
