import type { DbOrTrx } from '../schema';

/**
 * Claims a seed's app_meta marker: true for the one run that writes it, false once any run has (the
 * seed then leaves the database as it is, so demo data is written once per database).
 */
export async function claimSeedMarker(db: DbOrTrx, marker: string, now: number): Promise<boolean> {
  const claimed = await db
    .insertInto('app_meta')
    .values({ key: marker, value: String(now) })
    .onConflict((c) => c.column('key').doNothing())
    .executeTakeFirst();
  return Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Every company's id by its name (the demo data names its companies). */
export async function companyIdsByName(db: DbOrTrx): Promise<Map<string, string>> {
  const companies = await db.selectFrom('companies').select(['id', 'name']).execute();
  return new Map(companies.map((c) => [c.name, c.id]));
}
