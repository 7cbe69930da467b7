import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ValidationFailure } from '../../../../src/contract/envelope';
import { Errcode } from '../../../../src/contract/errcodes';
import type { Shipment, Transfer } from '../../../../src/contract/stock';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../../testing/test-server';
import { stockDb } from '../tables';
import { stockFixtures } from '../../../testing/stock-fixtures';
import { everyDocument } from '../../ledger';
import { transferList } from './document-lists';

describe.each(TEST_DIALECTS)('document lists and their keyset exports on %s', (dialect) => {
  let server: TestServer;
  let leCheng: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    leCheng = await stockFixtures(server.db).companyId('leCheng');
  });
  afterAll(() => server.close());

  /** Every transfer of the list through its pages, as the screen shows them. */
  async function listedIds(token: string): Promise<string[]> {
    const ids: string[] = [];
    for (let pageNum = 1; ; pageNum += 1) {
      const { body } = await server.post<Page<Transfer>>(
        '/api/api/customerStock/searchAllocationList',
        { pageNum, pageSize: 4 },
        token,
      );
      ids.push(...body.data.list.map((transfer) => transfer.id));
      if (pageNum >= body.data.pages) return ids;
    }
  }

  it('exports every sent and received transfer once, in the order of the list, across batches and equal times', async () => {
    // Equal creation times on both sides of the union: the keyset must break ties by id, not lose or repeat rows.
    const sdb = stockDb(server.db);
    const some = await sdb
      .selectFrom('transfers')
      .select('id')
      .where((eb) => eb.or([eb('from_company_id', '=', leCheng), eb('to_company_id', '=', leCheng)]))
      .orderBy('id')
      .execute();
    expect(some.length).toBeGreaterThanOrEqual(4);
    await sdb
      .updateTable('transfers')
      .set({ created_at: 1_700_000_000_000 })
      .where(
        'id',
        'in',
        some.filter((_, index) => index % 2 === 0).map((row) => row.id),
      )
      .execute();

    const listed = await listedIds(await server.login('demo_pallet'));
    const exported: string[] = [];
    for await (const transfer of everyDocument(
      server.db,
      transferList(server.db, leCheng, {}, server.app.deps.config),
      3,
    )) {
      exported.push(transfer.id);
    }
    expect(exported).toEqual(listed);
    expect(new Set(exported).size).toBe(some.length);
  });

  it('lists circulations by type, and refuses the sale outbound type (a waybill now) naming the field', async () => {
    const token = await server.login('demo_pallet');
    const shipments = (type: string) =>
      server.post<Page<Shipment>>(
        '/api/api/consumerStock/searchShipmentList',
        { pageNum: 1, pageSize: 100, type },
        token,
      );
    const circulations = await shipments('circulation');
    expect(circulations.body.errcode).toBe(Errcode.SUCCESS);
    expect(circulations.body.data.list.length).toBeGreaterThan(0);
    expect(circulations.body.data.list.every((row) => row.type === 'circulation')).toBe(true);
    const saleOutbounds = await shipments('saleOutbound');
    expect(saleOutbounds.body.errcode).toBe(Errcode.VALIDATION_FAILED);
    const { fields } = saleOutbounds.body.data as unknown as ValidationFailure;
    expect(fields.map((field) => field.field)).toEqual(['type']);
  });
});
