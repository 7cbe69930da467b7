import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema';
import { transportDb } from '../transport/tables';
import { stockDb } from '../stock/tables';
import { dailyInflowViolations } from './daily-inflow-invariant';

interface Counts {
  onHand: number;
  inTransit: number;
  awaitingSignature: number;
  entryCount: number;
}

const NOTHING: Counts = { onHand: 0, inTransit: 0, awaitingSignature: 0, entryCount: 0 };
const FIELDS = Object.keys(NOTHING) as (keyof Counts)[];

/**
 * Checks the ledger against the balances (tests and the bench): per balance, on_hand equals the sum of
 * its ledger entries, in_transit equals the open inbound orders, circulations and departed, unconfirmed
 * waybills towards it, and
 * awaiting_signature equals the pending transfers to it, entry_count equals the number of its ledger entries;
 * nothing is negative; the daily inflow matches the ledger. Returns the violations.
 */
export async function ledgerViolations(db: DbOrTrx): Promise<string[]> {
  const sdb = stockDb(db);
  const expected = new Map<string, Counts>();
  const at = (key: string) => {
    let counts = expected.get(key);
    if (!counts) expected.set(key, (counts = { ...NOTHING }));
    return counts;
  };
  const key = (holder: string, warehouse: string, trayType: string, owner: string) =>
    `${holder}|${warehouse}|${trayType}|${owner}`;

  const [sums, inbound, shipments, waybills, transfers, balances] = await Promise.all([
    sdb
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
    sdb.selectFrom('inbound_orders').selectAll().where('status', '=', 'inTransit').execute(),
    sdb.selectFrom('shipments').selectAll().where('status', '=', 'inTransit').execute(),
    // Waybills that left and are not confirmed yet (arrival moves no stock).
    transportDb(db)
      .selectFrom('waybills')
      .selectAll()
      .where('status', 'in', ['inTransit', 'arrived'])
      .execute(),
    sdb.selectFrom('transfers').selectAll().where('status', '=', 'pending').execute(),
    sdb.selectFrom('stock_balances').selectAll().execute(),
  ]);
  for (const s of sums) {
    const counts = at(key(s.holder_company_id, s.warehouse_id, s.tray_type_code, s.owner_company_id));
    counts.onHand += Number(s.total);
    counts.entryCount += Number(s.entries);
  }
  for (const o of inbound)
    at(key(o.company_id, o.warehouse_id, o.tray_type_code, o.company_id)).inTransit += o.quantity;
  for (const s of shipments)
    at(key(s.to_company_id, s.to_warehouse_id, s.tray_type_code, s.owner_company_id)).inTransit += s.quantity;
  for (const w of waybills)
    at(key(w.to_company_id, w.to_warehouse_id, w.tray_type_code, w.owner_company_id)).inTransit += w.quantity;
  for (const t of transfers)
    at(key(t.to_company_id, t.awaiting_warehouse_id, t.tray_type_code, t.to_company_id)).awaitingSignature +=
      t.quantity;

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
      entryCount: Number(b.entry_count),
    };
    if (Object.values(have).some((value) => value < 0)) violations.push(`negative ${k}`);
    for (const field of FIELDS) {
      if (have[field] !== want[field])
        violations.push(`${field} ${k}: balance ${have[field]}, expected ${want[field]}`);
    }
  }
  for (const [k, want] of expected) {
    if (!seen.has(k) && FIELDS.some((field) => want[field] !== 0)) violations.push(`missing balance ${k}`);
  }
  return [...violations, ...(await dailyInflowViolations(db))];
}
