import { sql } from 'kysely';
import type { DocumentBase } from '../../../src/contract/stock';
import { businessError } from '../../http/envelope';
import { LEDGER_LABELS } from './labels';
import { iso, isoOrNull } from './context';

/** The tables whose rows reads show by name, with the column a document points at them by. */
const NAMED_BY = { companies: 'id', warehouses: 'id', tray_types: 'code', return_depots: 'id' } as const;

/**
 * The name of the `table` row that the outer select's column `ref` points at (a company's, a warehouse's,
 * a tray type's, a depot's): the one way the reads join in the names the wire shows. `T` is
 * `string | null` where `ref` may be null (a transfer's receiving warehouse, a return's depot).
 */
export const nameOf = <T extends string | null = string>(table: keyof typeof NAMED_BY, ref: string) =>
  sql<T>`(select n.name from ${sql.table(table)} n where ${sql.ref(`n.${NAMED_BY[table]}`)} = ${sql.ref(ref)})`;

/** The warehouse a row of `alias` names in its warehouse_id: id and name. */
export const warehouseColumns = <A extends string>(alias: A) =>
  [`${alias}.warehouse_id`, nameOf('warehouses', `${alias}.warehouse_id`).as('warehouse_name')] as const;

/**
 * The columns every document has, for a select from the document table aliased `alias`; each read adds
 * its own columns.
 */
export const documentColumns = <A extends string>(alias: A) =>
  [
    `${alias}.id`,
    `${alias}.document_no`,
    `${alias}.tray_type_code`,
    nameOf('tray_types', `${alias}.tray_type_code`).as('tray_type_name'),
    `${alias}.quantity`,
    `${alias}.remark`,
    `${alias}.created_at`,
    `${alias}.updated_at`,
  ] as const;

interface DocumentRow {
  id: string;
  document_no: string;
  tray_type_code: string;
  tray_type_name: string;
  quantity: number;
  remark: string;
  created_at: number;
  updated_at: number;
}

export const toDocumentBase = (row: DocumentRow): DocumentBase => ({
  id: row.id,
  documentNo: row.document_no,
  trayTypeCode: row.tray_type_code,
  trayTypeName: row.tray_type_name,
  quantity: row.quantity,
  remark: row.remark,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** Sender and receiver of a document that travels between companies (transfers, shipments, waybills). */
export const partyColumns = <A extends string>(alias: A) =>
  [
    `${alias}.from_company_id`,
    nameOf('companies', `${alias}.from_company_id`).as('from_company_name'),
    `${alias}.from_warehouse_id`,
    nameOf('warehouses', `${alias}.from_warehouse_id`).as('from_warehouse_name'),
    `${alias}.to_company_id`,
    nameOf('companies', `${alias}.to_company_id`).as('to_company_name'),
    `${alias}.to_warehouse_id`,
    nameOf<string | null>('warehouses', `${alias}.to_warehouse_id`).as('to_warehouse_name'),
  ] as const;

/** A transfer's receiving warehouse is unknown until it is accepted (null id, empty name). */
interface PartyRow<ToWarehouse extends string | null> {
  from_company_id: string;
  from_company_name: string;
  from_warehouse_id: string;
  from_warehouse_name: string;
  to_company_id: string;
  to_company_name: string;
  to_warehouse_id: ToWarehouse;
  to_warehouse_name: string | null;
}

export const toParties = <ToWarehouse extends string | null>(row: PartyRow<ToWarehouse>) => ({
  fromCompanyId: row.from_company_id,
  fromCompanyName: row.from_company_name,
  fromWarehouseId: row.from_warehouse_id,
  fromWarehouseName: row.from_warehouse_name,
  toCompanyId: row.to_company_id,
  toCompanyName: row.to_company_name,
  toWarehouseId: row.to_warehouse_id,
  toWarehouseName: row.to_warehouse_name ?? '',
});

/**
 * A document whose pallets a vehicle carries to another company (shipments, waybills): the document, its
 * parties, the pallets' owner, the plate and the arrival.
 */
export const carriedColumns = <A extends string>(alias: A) =>
  [
    ...documentColumns(alias),
    ...partyColumns(alias),
    `${alias}.owner_company_id`,
    `${alias}.plate_number`,
    `${alias}.arrived_at`,
  ] as const;

interface CarriedRow extends DocumentRow, PartyRow<string> {
  owner_company_id: string;
  plate_number: string;
  arrived_at: number | null;
}

export const toCarried = (row: CarriedRow) => ({
  ...toDocumentBase(row),
  ...toParties(row),
  ownerCompanyId: row.owner_company_id,
  plateNumber: row.plate_number,
  arrivedAt: isoOrNull(row.arrived_at),
});

/** Documents of `alias` the company sent ('out'), receives ('in') or either (no direction). */
export const sentOrReceived = (alias: 't' | 's', companyId: string, direction?: 'in' | 'out') => {
  const sent = sql<boolean>`${sql.ref(`${alias}.from_company_id`)} = ${companyId}`;
  const received = sql<boolean>`${sql.ref(`${alias}.to_company_id`)} = ${companyId}`;
  if (direction === 'out') return sent;
  if (direction === 'in') return received;
  return sql<boolean>`(${sent} or ${received})`;
};

/** The document row the viewer may see, or 单据不存在 (also for another company's: nothing leaks). */
export function foundDocument<Row>(row: Row | undefined): Row {
  if (!row) throw businessError(LEDGER_LABELS.documentNotFound);
  return row;
}
