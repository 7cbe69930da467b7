import type {
  SaleCustomerDetail,
  SaleCustomerReturn,
  SaleCustomerWaybill,
} from '../../../src/contract/customers';
import type { Session } from '../../auth/sessions';
import type { DbOrTrx } from '../../db/schema';
import { businessError } from '../../http/envelope';
import { receivingAddressesOf } from '../company';
import { iso, isoOrNull, nameOf } from '../ledger';
import { firstFreeDay, selectBalances, toStockRow } from '../stock';
import { transportDb } from '../transport';
import { CUSTOMER_LABELS } from './labels';
import { clientTotals, toSaleCustomerRows } from './sale-customers';

/** Latest waybills and returns the detail shows. */
const RECENT = 10;

async function recentWaybills(
  db: DbOrTrx,
  ownerId: string,
  clientId: string,
): Promise<SaleCustomerWaybill[]> {
  const rows = await transportDb(db)
    .selectFrom('waybills as wb')
    .where('wb.from_company_id', '=', ownerId)
    .where('wb.to_company_id', '=', clientId)
    .where('wb.status', '!=', 'deleted')
    .select([
      'wb.document_no',
      'wb.status',
      nameOf('warehouses', 'wb.to_warehouse_id').as('to_warehouse_name'),
      'wb.tray_type_code',
      nameOf('tray_types', 'wb.tray_type_code').as('tray_type_name'),
      'wb.quantity',
      'wb.plate_number',
      'wb.created_at',
      'wb.departed_at',
      'wb.confirmed_at',
    ])
    .orderBy('wb.created_at', 'desc')
    .orderBy('wb.document_no', 'desc')
    .limit(RECENT)
    .execute();
  return rows.map((row) => ({
    documentNo: row.document_no,
    status: row.status as SaleCustomerWaybill['status'],
    toWarehouseName: row.to_warehouse_name,
    trayTypeCode: row.tray_type_code,
    trayTypeName: row.tray_type_name,
    quantity: row.quantity,
    plateNumber: row.plate_number,
    createdAt: iso(row.created_at),
    departedAt: isoOrNull(row.departed_at),
    confirmedAt: isoOrNull(row.confirmed_at),
  }));
}

async function recentReturns(db: DbOrTrx, ownerId: string, clientId: string): Promise<SaleCustomerReturn[]> {
  const rows = await transportDb(db)
    .selectFrom('inbound_orders as io')
    .where('io.company_id', '=', ownerId)
    .where('io.source', '=', 'client')
    .where('io.client_company_id', '=', clientId)
    .select([
      'io.document_no',
      'io.status',
      nameOf<string | null>('warehouses', 'io.client_warehouse_id').as('client_warehouse_name'),
      nameOf('warehouses', 'io.warehouse_id').as('warehouse_name'),
      'io.tray_type_code',
      nameOf('tray_types', 'io.tray_type_code').as('tray_type_name'),
      'io.quantity',
      'io.received_quantity',
      'io.created_at',
    ])
    .orderBy('io.created_at', 'desc')
    .orderBy('io.document_no', 'desc')
    .limit(RECENT)
    .execute();
  return rows.map((row) => ({
    documentNo: row.document_no,
    status: row.status as SaleCustomerReturn['status'],
    clientWarehouseName: row.client_warehouse_name ?? '',
    warehouseName: row.warehouse_name,
    trayTypeCode: row.tray_type_code,
    trayTypeName: row.tray_type_name,
    quantity: row.quantity,
    receivedQuantity: row.received_quantity,
    createdAt: iso(row.created_at),
  }));
}

/** client/getDetail: one downstream client of the session's company; any other company is 客户不存在. */
export async function saleCustomerDetail(
  db: DbOrTrx,
  now: number,
  session: Session,
  clientCompanyId: string,
): Promise<SaleCustomerDetail> {
  const ownerId = session.companyId;
  const totals = await clientTotals(db, now, ownerId, {})
    .where('c.id', '=', clientCompanyId)
    .executeTakeFirst();
  if (!totals) throw businessError(CUSTOMER_LABELS.clientNotFound);
  const [customer] = await toSaleCustomerRows(db, ownerId, [totals]);
  const stock = await selectBalances(db, firstFreeDay(now), (eb) =>
    eb.and([
      eb('b.holder_company_id', '=', clientCompanyId),
      eb('b.owner_company_id', '=', ownerId),
      eb.or([eb('b.on_hand', '>', 0), eb('b.in_transit', '>', 0)]),
    ]),
  )
    .orderBy('w.name')
    .orderBy('b.tray_type_code')
    .execute();
  return {
    customer: { ...(customer as NonNullable<typeof customer>), createdAt: iso(totals.created_at) },
    addresses: await receivingAddressesOf(db, session, clientCompanyId),
    stock: stock.map(toStockRow),
    waybills: await recentWaybills(db, ownerId, clientCompanyId),
    returns: await recentReturns(db, ownerId, clientCompanyId),
  };
}
