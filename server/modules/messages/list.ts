import { sql } from 'kysely';
import type { Page } from '../../../src/contract/envelope';
import type { MessageItem, MessageListQuery } from '../../../src/contract/messages';
import type { DbOrTrx } from '../../db/schema';
import { fieldError } from '../../http/envelope';
import { MESSAGE_LABELS } from './labels';
import { toMessageItem } from './message-item';
import { textsRead } from './message-texts';
import { shanghaiDayEnd, shanghaiDayStart } from '../ledger';
import { messagesDb } from './tables';
import { visibleTo, type Viewer } from './visibility';

/** A yyyy-MM-dd bound as epoch ms (start of that Shanghai day), or 2003 naming the field. */
function dayStartOf(field: 'dateStart' | 'dateEnd', day: string): number {
  const start = shanghaiDayStart(day);
  if (start === null) throw fieldError(field, MESSAGE_LABELS.dateInvalid);
  return start;
}

/** The createdAt window of an inclusive Asia/Shanghai day range: [from, to). */
function createdWindow(query: MessageListQuery): { from?: number; to?: number } {
  const from = query.dateStart ? dayStartOf('dateStart', query.dateStart) : undefined;
  const lastDay = query.dateEnd ? dayStartOf('dateEnd', query.dateEnd) : undefined;
  if (from !== undefined && lastDay !== undefined && lastDay < from)
    throw fieldError('dateEnd', MESSAGE_LABELS.dateRangeReversed);
  return { from, to: lastDay === undefined ? undefined : shanghaiDayEnd(lastDay) };
}

/** A LIKE pattern matching the text literally (its % _ \ escaped), case-insensitive on both dialects. */
const containsPattern = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * getMessageList: the viewer's messages, newest first, filtered and paged, in the request's language (the
 * keyword searched in it too).
 */
export async function listMessages(
  db: DbOrTrx,
  viewer: Viewer,
  query: MessageListQuery,
): Promise<Page<MessageItem>> {
  const { from, to } = createdWindow(query);
  const keyword = query.keyword?.trim();
  const texts = textsRead();
  let filtered = messagesDb(db)
    .selectFrom('messages as m')
    .leftJoin('message_reads as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.account_id', '=', viewer.accountId),
    )
    .where(visibleTo(viewer));
  if (query.type) filtered = filtered.where('m.type', '=', query.type);
  if (query.read !== undefined) filtered = filtered.where('r.message_id', query.read ? 'is not' : 'is', null);
  if (from !== undefined) filtered = filtered.where('m.created_at', '>=', from);
  if (to !== undefined) filtered = filtered.where('m.created_at', '<', to);
  if (keyword) {
    const pattern = containsPattern(keyword);
    filtered = filtered.where(
      sql<boolean>`(lower(${texts.title}) like ${pattern} escape '\\' or lower(${texts.content}) like ${pattern} escape '\\')`,
    );
  }

  const { pageNum, pageSize } = query;
  const [counted, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    filtered
      .select([
        'm.id',
        'm.type',
        texts.title.as('title'),
        texts.content.as('content'),
        'm.created_at',
        'r.message_id as read_id',
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize)
      .execute(),
  ]);
  const total = Number(counted.total);
  return {
    list: rows.map((row) => toMessageItem(row, row.read_id !== null)),
    total,
    pageNum,
    pageSize,
    pages: Math.ceil(total / pageSize),
  };
}
