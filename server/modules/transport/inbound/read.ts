import { sql } from 'kysely';
import type { InboundListRow, InboundSource } from '../../../../src/contract/transport';
import type { DbOrTrx } from '../../../db/schema';
import { foundDocument, nameOf } from '../../ledger';
import { selectInboundOrders, toInboundOrder } from '../../stock';

/** Inbound orders (as the sign side reads them) with their source and, for returns, the client and its warehouse. */
export const selectInboundRows = (db: DbOrTrx) =>
  selectInboundOrders(db).select([
    sql<InboundSource>`o.source`.as('source'),
    sql<string | null>`o.client_company_id`.as('client_company_id'),
    nameOf<string | null>('companies', 'o.client_company_id').as('client_company_name'),
    sql<string | null>`o.client_warehouse_id`.as('client_warehouse_id'),
    nameOf<string | null>('warehouses', 'o.client_warehouse_id').as('client_warehouse_name'),
  ]);

type InboundRow = Awaited<ReturnType<ReturnType<typeof selectInboundRows>['executeTakeFirstOrThrow']>>;

export const toInboundListRow = (row: InboundRow): InboundListRow => ({
  ...toInboundOrder(row),
  source: row.source,
  clientCompanyId: row.client_company_id,
  clientCompanyName: row.client_company_name ?? '',
  clientWarehouseId: row.client_warehouse_id,
  clientWarehouseName: row.client_warehouse_name ?? '',
});

/** One inbound order of the viewer's company; any other id is 单据不存在. */
export async function readInboundRow(db: DbOrTrx, id: string, companyId: string): Promise<InboundListRow> {
  const row = await selectInboundRows(db)
    .where('o.id', '=', id)
    .where('o.company_id', '=', companyId)
    .executeTakeFirst();
  return toInboundListRow(foundDocument(row));
}
