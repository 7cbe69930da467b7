import type { MessageCollectData } from '../../../src/contract/messages';
import type { DbOrTrx } from '../../db/schema';
import { MESSAGE_TYPES, messagesDb } from './tables';
import { visibleTo, type Viewer } from './visibility';

/**
 * getMessageCollectData: per type, the messages the viewer sees and how many are unread. Two grouped
 * index-only counts (messages_visible, message_reads_account_company_type): receipts exist only for
 * visible messages, so unread = total − read.
 */
export async function unreadCounts(db: DbOrTrx, viewer: Viewer): Promise<MessageCollectData> {
  const mdb = messagesDb(db);
  const [totals, reads] = await Promise.all([
    mdb
      .selectFrom('messages as m')
      .select((eb) => ['m.type', eb.fn.countAll().as('count')])
      .where(visibleTo(viewer))
      .groupBy('m.type')
      .execute(),
    mdb
      .selectFrom('message_reads')
      .select((eb) => ['type', eb.fn.countAll().as('count')])
      .where('account_id', '=', viewer.accountId)
      .where('company_id', '=', viewer.companyId)
      .groupBy('type')
      .execute(),
  ]);
  const countOf = (rows: { type: string; count: unknown }[], type: string) =>
    Number(rows.find((row) => row.type === type)?.count ?? 0);
  const byType = MESSAGE_TYPES.map((type) => {
    const total = countOf(totals, type);
    return { type, total, unread: total - countOf(reads, type) };
  });
  return { unread: byType.reduce((sum, entry) => sum + entry.unread, 0), byType };
}
