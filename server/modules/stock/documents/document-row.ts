import { sql } from 'kysely';
import type { DocumentBase } from '../../../../src/contract/stock';
import { businessError } from '../../../http/envelope';
import { STOCK_LABELS } from '../labels';
import { iso } from './context';

/**
 * The columns every document has, for a select from the document table aliased `alias` joined with
 * `tray_types as tt`; each read adds its own columns and joins.
 */
export const documentColumns = <A extends string>(alias: A) =>
  [
    `${alias}.id`,
    `${alias}.document_no`,
    `${alias}.tray_type_code`,
    'tt.name as tray_type_name',
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

/**
 * Sender and receiver of a document that travels between companies (transfers, shipments), for a select
 * joined with `companies as fc`/`tc` and `warehouses as fw`/`tw`.
 */
export const partyColumns = <A extends string>(alias: A) =>
  [
    `${alias}.from_company_id`,
    'fc.name as from_company_name',
    `${alias}.from_warehouse_id`,
    'fw.name as from_warehouse_name',
    `${alias}.to_company_id`,
    'tc.name as to_company_name',
    `${alias}.to_warehouse_id`,
    'tw.name as to_warehouse_name',
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
  if (!row) throw businessError(STOCK_LABELS.documentNotFound);
  return row;
}
