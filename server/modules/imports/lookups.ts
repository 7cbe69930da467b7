import type { DbOrTrx } from '../../db/schema';
import { referenceDb } from '../stock';
import { IMPORT_LABELS } from './labels';

/** A name resolved to its id, or the reason it could not be. */
export type Resolved = { id: string } | { error: string };

/**
 * The one row of the name (warehouse names are unique per company and company names on the platform, by
 * their unique indexes; a tray type's code and name are its own), or the reason.
 */
const found = (ids: readonly string[], unknown: string): Resolved => {
  const [first] = ids;
  return first === undefined ? { error: unknown } : { id: first };
};

/** Each name looked up once per file, whatever the number of rows naming it. */
function cached(find: (name: string) => Promise<Resolved>): (name: string) => Promise<Resolved> {
  const known = new Map<string, Promise<Resolved>>();
  return (name) => {
    let answer = known.get(name);
    if (!answer) {
      answer = find(name);
      known.set(name, answer);
    }
    return answer;
  };
}

/**
 * The names a file uses, resolved in the importing company's scope: its own live warehouses, the
 * platform's tray types (by code, name or `code name`), platform customers to transfer to (not itself,
 * not a group company), its downstream C1 clients and their warehouses.
 */
export function importLookups(db: DbOrTrx, companyId: string) {
  const warehouseOf = (owner: string) =>
    cached(async (name) => {
      const rows = await referenceDb(db)
        .selectFrom('warehouses')
        .select('id')
        .where('company_id', '=', owner)
        .where('name', '=', name)
        .where('deleted', '=', 0)
        .execute();
      return found(
        rows.map((row) => row.id),
        IMPORT_LABELS.warehouseUnknown,
      );
    });
  const clientWarehouses = new Map<string, (name: string) => Promise<Resolved>>();
  const trayTypes = referenceDb(db).selectFrom('tray_types').select(['code', 'name']).execute();
  return {
    ownWarehouse: warehouseOf(companyId),
    clientWarehouse(clientId: string, name: string): Promise<Resolved> {
      let find = clientWarehouses.get(clientId);
      if (!find) {
        find = warehouseOf(clientId);
        clientWarehouses.set(clientId, find);
      }
      return find(name);
    },
    async trayType(text: string): Promise<Resolved> {
      const words = text.split(/\s+/);
      const rows = (await trayTypes).filter(
        (row) => row.code === text || row.name === text || (words.length === 2 && row.code === words[0]),
      );
      return found([...new Set(rows.map((row) => row.code))], IMPORT_LABELS.trayTypeUnknown);
    },
    transferTarget: cached(async (name) => {
      const rows = await db
        .selectFrom('companies')
        .select(['id', 'is_group'])
        .where('name', '=', name)
        .execute();
      if (rows.some((row) => row.id === companyId)) return { error: IMPORT_LABELS.transferToSelf };
      return found(
        rows.filter((row) => row.is_group !== 1).map((row) => row.id),
        IMPORT_LABELS.companyUnknown,
      );
    }),
    client: cached(async (name) => {
      const rows = await db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', name)
        .where('parent_company_id', '=', companyId)
        .execute();
      return found(
        rows.map((row) => row.id),
        IMPORT_LABELS.clientUnknown,
      );
    }),
  };
}

export type ImportLookups = ReturnType<typeof importLookups>;
