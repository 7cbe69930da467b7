import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import type { CounterMove } from './apply-movements';
import { dailyRollupViolations } from './daily-rollups-invariant';
import { ledgerDb } from './tables';

interface Counts {
  onHand: number;
  inTransit: number;
  awaitingSignature: number;
  reserved: number;
  entryCount: number;
}

const NOTHING: Counts = { onHand: 0, inTransit: 0, awaitingSignature: 0, reserved: 0, entryCount: 0 };
const FIELDS = Object.keys(NOTHING) as (keyof Counts)[];

/**
 * What a module's open documents hold in the balances' counters (inbound orders and waybills on the way,
 * transfers awaiting signature, returns not yet taken reserving pallets): the module that owns the
 * documents knows which ones they are.
 */
export type OpenCounters = (db: DbOrTrx) => Promise<readonly CounterMove[]>;

/**
 * Checks the ledger against the balances (tests and the bench): per balance, on_hand equals the sum of
 * its ledger entries, in_transit, awaiting_signature and reserved equal what the open documents hold
 * (each module passes its own `openDocuments`), entry_count equals the number of its ledger entries;
 * nothing is negative and on hand covers what is reserved (available ≥ 0); the daily roll-ups (inflow and
 * moves) match the ledger. Returns the violations.
 */
export async function checkLedger(db: DbOrTrx, openDocuments: readonly OpenCounters[]): Promise<string[]> {
  const ldb = ledgerDb(db);
  const expected = new Map<string, Counts>();
  const at = (key: string) => {
    let counts = expected.get(key);
    if (!counts) expected.set(key, (counts = { ...NOTHING }));
    return counts;
  };
  const key = (holder: string, warehouse: string, trayType: string, owner: string) =>
    `${holder}|${warehouse}|${trayType}|${owner}`;

  const [sums, balances, ...open] = await Promise.all([
    ldb
      .selectFrom('ledger_entries')
      .select([
        'holder_company_id',
        'warehouse_id',
        'tray_type_code',
        'owner_company_id',
        sql<number>`sum(delta)`.as('total'),
        sql<number>`count(*)`.as('entries'),
      ])
      .groupBy(['holder_company_id', 'warehouse_id', 'tray_type_code', 'owner_company_id'])
      .execute(),
    ldb.selectFrom('stock_balances').selectAll().execute(),
    ...openDocuments.map((counters) => counters(db)),
  ]);
  for (const s of sums) {
    const counts = at(key(s.holder_company_id, s.warehouse_id, s.tray_type_code, s.owner_company_id));
    counts.onHand += Number(s.total);
    counts.entryCount += Number(s.entries);
  }
  for (const move of open.flat())
    at(key(move.holder, move.warehouse, move.trayType, move.owner))[move.counter] += move.delta;

  const violations: string[] = [];
  const seen = new Set<string>();
  for (const b of balances) {
    const k = key(b.holder_company_id, b.warehouse_id, b.tray_type_code, b.owner_company_id);
    seen.add(k);
    const want = expected.get(k) ?? NOTHING;
    const have: Counts = {
      onHand: b.on_hand,
      inTransit: b.in_transit,
      awaitingSignature: b.awaiting_signature,
      reserved: Number(b.reserved),
      entryCount: Number(b.entry_count),
    };
    if (Object.values(have).some((value) => value < 0)) violations.push(`negative ${k}`);
    if (have.onHand < have.reserved)
      violations.push(`reserved ${k}: on hand ${have.onHand} below reserved ${have.reserved}`);
    for (const field of FIELDS) {
      if (have[field] !== want[field])
        violations.push(`${field} ${k}: balance ${have[field]}, expected ${want[field]}`);
    }
  }
  for (const [k, want] of expected) {
    if (!seen.has(k) && FIELDS.some((field) => want[field] !== 0)) violations.push(`missing balance ${k}`);
  }
  return [...violations, ...(await dailyRollupViolations(db))];
}
