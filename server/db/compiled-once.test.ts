import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../testing/test-server';
import { compiledOnce, compiledPerShape } from './compiled-once';
import type { Db } from './schema';
import { DEMO_COMPANIES } from './seed/demo-accounts';

/** Companies by name and group flag; `is_group` compared with a constant the builder parametrizes itself. */
const companiesNamed = compiledOnce((db: Db, first: string, second: string) =>
  db
    .selectFrom('companies')
    .select('name')
    .where('name', 'in', [first, second])
    .where('is_group', '=', 0)
    .orderBy('name'),
);

/** Companies whose name is one of two, or (shape `groupsOnly`) group companies among them; sorted either way. */
const companiesOfShape = compiledPerShape(
  (db: Db, shape: { groupsOnly: boolean; order: 'asc' | 'desc' }, first: string, second: string) => {
    const named = db.selectFrom('companies').select('name').where('name', 'in', [first, second]);
    return (shape.groupsOnly ? named.where('is_group', '=', 1) : named).orderBy('name', shape.order);
  },
);

/** Companies named `name`, or every company when `name` is empty: the builder tests a falsy argument. */
const companiesNamedOrAll = compiledOnce((db: Db, name: string) => {
  const all = db.selectFrom('companies').select('name').orderBy('name');
  return name ? all.where('name', '=', name) : all;
});

describe.each(TEST_DIALECTS)('a query compiled once on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  it('runs with each call’s own arguments in their places and the constants kept', async () => {
    const names = async (first: string, second: string) =>
      (await companiesNamed(server.db, first, second)).map((row) => row.name);
    expect(await names(DEMO_COMPANIES.leCheng, DEMO_COMPANIES.baiYun)).toEqual(
      [DEMO_COMPANIES.leCheng, DEMO_COMPANIES.baiYun].sort(),
    );
    // The group company is filtered out by the constant; a later call sees none of the first call's values.
    expect(await names(DEMO_COMPANIES.huaRunGroup, DEMO_COMPANIES.shuWei)).toEqual([DEMO_COMPANIES.shuWei]);
    expect(await names('无此公司', '也无此公司')).toEqual([]);
  });

  it('compiles each shape apart, and each call runs with its own arguments', async () => {
    const names = async (
      shape: { groupsOnly: boolean; order: 'asc' | 'desc' },
      first: string,
      second: string,
    ) => (await companiesOfShape(server.db, shape, first, second)).map((row) => row.name);
    const both = [DEMO_COMPANIES.leCheng, DEMO_COMPANIES.huaRunGroup].sort();
    const all = { groupsOnly: false, order: 'asc' } as const;
    expect(await names(all, DEMO_COMPANIES.leCheng, DEMO_COMPANIES.huaRunGroup)).toEqual(both);
    expect(
      await names({ groupsOnly: true, order: 'asc' }, DEMO_COMPANIES.leCheng, DEMO_COMPANIES.huaRunGroup),
    ).toEqual([DEMO_COMPANIES.huaRunGroup]);
    expect(
      await names({ groupsOnly: false, order: 'desc' }, DEMO_COMPANIES.leCheng, DEMO_COMPANIES.huaRunGroup),
    ).toEqual([...both].reverse());
    // The first shape again, with other arguments: its SQL, none of the other shapes' conditions.
    expect(await names(all, DEMO_COMPANIES.shuWei, '无此公司')).toEqual([DEMO_COMPANIES.shuWei]);
  });

  it('compiles a falsy argument’s SQL apart from a set one’s, so a builder may test it', async () => {
    const names = async (name: string) => (await companiesNamedOrAll(server.db, name)).map((row) => row.name);
    const every = await names('');
    expect(every).toEqual(expect.arrayContaining([DEMO_COMPANIES.leCheng, DEMO_COMPANIES.shuWei]));
    expect(await names(DEMO_COMPANIES.leCheng)).toEqual([DEMO_COMPANIES.leCheng]);
    expect(await names(DEMO_COMPANIES.shuWei)).toEqual([DEMO_COMPANIES.shuWei]);
    expect(await names('')).toEqual(every);
  });
});
