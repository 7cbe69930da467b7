import { flag } from '../../../db/flags';
import { newId } from '../../../db/ids';
import type { DbOrTrx } from '../../../db/schema';
import type { PalletCodeStatus } from '../../../../src/contract/stock';
import { DEMO_COMPANIES } from '../../../db/seed/demo-accounts';
import { claimSeedMarker, companyIdsByName } from '../../../db/seed/seed-once';
import { DEMO_WAREHOUSES, TRAY_TYPES } from './demo-reference';
import { referenceDb, type EquipmentTable, type PalletCodesTable, type WarehousesTable } from './tables';

const SEED_MARKER = 'seed.reference';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Codes bound per warehouse: the demo company gets enough to page through, the others a few. */
const CODES_PER_WAREHOUSE = { demo: 80, other: 12 };
/** 上海乐橙's pallets lying at its downstream clients' warehouses. */
const CODES_AT_EACH_DOWNSTREAM = 15;

/** A spread of states along the index, mostly in stock. */
function codeStatus(index: number): PalletCodeStatus {
  if (index % 29 === 7) return 'lost';
  if (index % 17 === 5) return 'recycled';
  if (index % 9 === 3) return 'inTransit';
  return 'inStock';
}

/**
 * Tray types (always kept), then once per database (an app_meta marker) the demo warehouses, their door
 * readers and pallet codes. Runs before the ledger seed, which books stock into these warehouses.
 */
export async function seedReferenceData(db: DbOrTrx, now: number): Promise<void> {
  const rdb = referenceDb(db);
  for (const trayType of TRAY_TYPES) {
    await rdb
      .insertInto('tray_types')
      .values(trayType)
      .onConflict((c) => c.column('code').doNothing())
      .execute();
  }
  if (!(await claimSeedMarker(db, SEED_MARKER, now))) return;

  const companies = await companyIdsByName(db);
  const warehouses: WarehousesTable[] = [];
  const equipment: EquipmentTable[] = [];
  for (const [index, demo] of DEMO_WAREHOUSES.entries()) {
    const companyId = companies.get(demo.company);
    if (!companyId) continue;
    const id = newId();
    const createdAt = now - (90 - index) * DAY_MS;
    warehouses.push({
      id,
      company_id: companyId,
      name: demo.name,
      province: demo.province,
      city: demo.city,
      district: demo.district,
      detail_address: demo.detailAddress,
      contact: demo.contact,
      phone: demo.phone,
      longitude: demo.longitude,
      latitude: demo.latitude,
      is_default: flag(demo.isDefault),
      deleted: 0,
      created_at: createdAt,
      updated_at: createdAt,
    });
    for (let door = 1; door <= demo.readers; door += 1) {
      const online = (index + door) % 4 !== 0;
      equipment.push({
        id: newId(),
        warehouse_id: id,
        type: 'doorReader',
        serial_no: `YP-DR-${String(index + 1).padStart(3, '0')}-${door}`,
        name: `${door}号门 RFID 读写器`,
        status: online ? 'online' : 'offline',
        last_seen_at: online ? now - door * 60_000 : now - (index + 2) * DAY_MS,
      });
    }
  }
  if (warehouses.length === 0) return;
  await rdb.insertInto('warehouses').values(warehouses).execute();
  if (equipment.length > 0) await rdb.insertInto('equipment').values(equipment).execute();

  const codes: PalletCodesTable[] = [];
  const bind = (companyId: string, warehouseId: string, status: PalletCodeStatus) => {
    const index = codes.length;
    const boundAt = now - (5 + (index % 180)) * DAY_MS - (index % 24) * 3_600_000;
    codes.push({
      trace_id: newId(),
      tray_type_code: (TRAY_TYPES[index % TRAY_TYPES.length] as (typeof TRAY_TYPES)[number]).code,
      company_id: companyId,
      warehouse_id: warehouseId,
      status,
      bound_at: boundAt,
      last_moved_at: Math.min(now, boundAt + (index % 5) * DAY_MS),
    });
  };
  const leChengId = companies.get(DEMO_COMPANIES.leCheng);
  for (const warehouse of warehouses) {
    const count = warehouse.company_id === leChengId ? CODES_PER_WAREHOUSE.demo : CODES_PER_WAREHOUSE.other;
    for (let n = 0; n < count; n += 1) bind(warehouse.company_id, warehouse.id, codeStatus(codes.length));
  }
  if (leChengId) {
    const downstream = [DEMO_COMPANIES.shuWei, DEMO_COMPANIES.jiaDing].map((name) => companies.get(name));
    for (const warehouse of warehouses.filter((w) => downstream.includes(w.company_id))) {
      for (let n = 0; n < CODES_AT_EACH_DOWNSTREAM; n += 1) bind(leChengId, warehouse.id, 'atDownstream');
    }
  }
  // Chunked: SQLite caps the number of bound parameters of one statement.
  for (let start = 0; start < codes.length; start += 100) {
    await rdb
      .insertInto('pallet_codes')
      .values(codes.slice(start, start + 100))
      .execute();
  }
}
