import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Page } from '../../../../src/contract/envelope';
import type { TestServer } from '../../../testing/test-server';
import { referenceDb } from './tables';

/** The live warehouses of a demo company, by name, straight from the database. */
export async function warehousesOf(server: TestServer, companyName: string) {
  return referenceDb(server.db)
    .selectFrom('warehouses as w')
    .innerJoin('companies as c', 'c.id', 'w.company_id')
    .selectAll('w')
    .where('c.name', '=', companyName)
    .where('w.deleted', '=', 0)
    .orderBy('w.name')
    .execute();
}

/** POSTs a list query (page 1 of `pageSize` unless the filters say otherwise); the call must succeed. */
export async function listPage<Row>(
  server: TestServer,
  path: string,
  token: string,
  pageSize: number,
  filters: Record<string, unknown>,
): Promise<Page<Row>> {
  const { body } = await server.post<Page<Row>>(path, { pageNum: 1, pageSize, ...filters }, token);
  expect(body.errcode).toBe(0);
  return body.data;
}

/** GET an export twin; answers the CSV lines (BOM and line breaks removed) or the envelope it refused with. */
export async function exportCsv(
  server: TestServer,
  path: string,
  token: string,
  filters: Record<string, string> = {},
) {
  const query = new URLSearchParams({ ...filters, format: 'csv', token });
  const response = await fetch(`${server.baseUrl}${path}?${query}`);
  const text = await response.text();
  if (!response.headers.get('content-type')?.startsWith('text/csv'))
    return { envelope: JSON.parse(text) as { errcode: number; errmsg: string }, lines: [] };
  return {
    envelope: null,
    lines: text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean),
  };
}

/** Sets the pallets on hand of the company's own 1210 balance at a warehouse (the ledger's table). */
export async function putStock(server: TestServer, warehouseId: string, companyId: string, onHand: number) {
  await sql`insert into stock_balances
    (holder_company_id, warehouse_id, tray_type_code, owner_company_id, on_hand, in_transit, awaiting_signature, updated_at)
    values (${companyId}, ${warehouseId}, '1210', ${companyId}, ${onHand}, 0, 0, ${Date.now()})
    on conflict (holder_company_id, warehouse_id, tray_type_code, owner_company_id)
    do update set on_hand = excluded.on_hand`.execute(server.db);
}
