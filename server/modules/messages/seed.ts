import type { DbOrTrx } from '../../db/schema';
import { newId } from '../../db/ids';
import { DEMO_MESSAGES } from './demo-messages';
import { textColumns } from './message-texts';
import { messagesDb, type MessageReadsTable, type MessagesTable } from './tables';

const SEED_MARKER = 'seed.messages';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo message centre, in both languages as every message. Runs once per database (an app_meta marker), so restarts and a second node
 * starting on the same database add nothing; companies missing from the database are skipped.
 */
export async function seedDemoMessages(db: DbOrTrx, now: number): Promise<void> {
  const claimed = await db
    .insertInto('app_meta')
    .values({ key: SEED_MARKER, value: String(now) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;

  const companies = new Map(
    (await db.selectFrom('companies').select(['id', 'name']).execute()).map((c) => [c.name, c.id]),
  );
  const members = await db
    .selectFrom('memberships as m')
    .innerJoin('accounts as a', 'a.id', 'm.account_id')
    .select(['m.company_id', 'a.id', 'a.user_account'])
    .execute();
  const messages: MessagesTable[] = [];
  const reads: MessageReadsTable[] = [];
  for (const [index, demo] of DEMO_MESSAGES.entries()) {
    const companyId = companies.get(demo.company);
    const addressee = demo.to
      ? members.find((member) => member.company_id === companyId && member.user_account === demo.to)
      : undefined;
    if (!companyId || (demo.to && !addressee)) continue;
    const id = newId();
    // Minutes apart within a day, so the order inside one day is stable too.
    const createdAt = now - demo.daysAgo * DAY_MS - (index % 24) * 37 * 60_000;
    messages.push({
      id,
      company_id: companyId,
      account_id: addressee?.id ?? null,
      type: demo.type,
      ...textColumns(demo.texts),
      created_at: createdAt,
    });
    if (!demo.read) continue;
    const readers = addressee ? [addressee] : members.filter((member) => member.company_id === companyId);
    for (const reader of readers)
      reads.push({
        message_id: id,
        account_id: reader.id,
        company_id: companyId,
        type: demo.type,
        read_at: createdAt + 3_600_000,
      });
  }
  const mdb = messagesDb(db);
  if (messages.length > 0) await mdb.insertInto('messages').values(messages).execute();
  if (reads.length > 0) await mdb.insertInto('message_reads').values(reads).execute();
}
