import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { stockFixtures } from '../../../testing/stock-fixtures';
import { keyMergeOf, newestKeys, type KeyMerge, type KeyWindow } from '../../ledger';
import { stockDb } from '../tables';
import { transferList } from './document-lists';

describe.each(TEST_DIALECTS)('pages of keys merged from their sides on %s', (dialect) => {
  let server: TestServer;
  let leCheng: string;
  /** The company's transfers (sent and received), newest first, ties by id. */
  let newestFirst: string[];
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    leCheng = await stockFixtures(server.db).companyId('leCheng');
    const sdb = stockDb(server.db);
    const transfers = await sdb
      .selectFrom('transfers')
      .select('id')
      .where((eb) => eb.or([eb('from_company_id', '=', leCheng), eb('to_company_id', '=', leCheng)]))
      .orderBy('id')
      .execute();
    // Two groups of equal creation times, each spread over both sides (sent and received).
    const groups = [0, 1].map((group) =>
      transfers.filter((_, index) => index % 3 === group).map((row) => row.id),
    );
    for (const [index, ids] of groups.entries())
      await sdb
        .updateTable('transfers')
        .set({ created_at: 1_700_000_000_000 + index })
        .where('id', 'in', ids)
        .execute();
    // The plain query of the whole list, sorted as a whole: what every page must be a slice of.
    const all = await sdb
      .selectFrom('transfers')
      .select('id')
      .where(
        'id',
        'in',
        transfers.map((row) => row.id),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    newestFirst = all.map((row) => row.id);
  });
  afterAll(() => server.close());

  const keysOf = () => {
    const { build, shape, values } = transferList(server.db, leCheng, {}, server.app.deps.config).keys;
    return build(server.db, shape, values);
  };
  const idsOf = async (merge: KeyMerge, window: KeyWindow) =>
    (await newestKeys(server.db, keysOf(), merge, window).execute()).map((row) => row.id);

  it('merges the sides as the dialect plans best: SQLite one compound select, PostgreSQL each side limited', () => {
    expect(keyMergeOf(server.db)).toBe(dialect === 'postgres' ? 'limited' : 'compound');
  });

  it('gives the same pages either way, ties on the creation time broken by id across both sides', async () => {
    expect(newestFirst.length).toBeGreaterThanOrEqual(6);
    for (const limit of [2, 3, 4]) {
      for (let offset = 0; offset <= newestFirst.length; offset += limit) {
        const window = { limit, offset, depth: offset + limit };
        const expected = newestFirst.slice(offset, offset + limit);
        expect(await idsOf('compound', window)).toEqual(expected);
        expect(await idsOf('limited', window)).toEqual(expected);
      }
    }
  });

  it('gives the same batches after a cursor either way, the cursor inside a group of equal times', async () => {
    const times = new Map(
      (await stockDb(server.db).selectFrom('transfers').select(['id', 'created_at']).execute()).map((row) => [
        row.id,
        Number(row.created_at),
      ]),
    );
    for (const [index, id] of newestFirst.entries()) {
      const window = { limit: 3, depth: 3, cursor: { time: times.get(id)!, id } };
      const expected = newestFirst.slice(index + 1, index + 4);
      expect(await idsOf('compound', window)).toEqual(expected);
      expect(await idsOf('limited', window)).toEqual(expected);
    }
  });
});
