import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page } from '../../../src/contract/envelope';
import type { MovementRow, ReportStockRow } from '../../../src/contract/reports';
import { REPORT_LIST_KINDS } from '../../../src/contract/reports';
import { ledgerViolations } from '../../testing/ledger-invariants';
import { stockFixtures } from '../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { stockDb } from '../stock';
import { DEMO_CLIENTS } from './demo-plan';

const DAY_MS = 86_400_000;
const page = { pageNum: 1, pageSize: 100 };

describe.each(TEST_DIALECTS)('the demo group history on %s', (dialect) => {
  let server: TestServer;
  let ids: Record<'kunShan' | 'wuXi' | 'shuWei' | 'leCheng', string>;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    ids = await stockFixtures(server.db).companyIds('kunShan', 'wuXi', 'shuWei', 'leCheng');
  });
  afterAll(() => server.close());

  /** The days (Shanghai) on which the company's ledger has entries, and the span they cover. */
  const historyOf = async (companyId: string) => {
    const rows = await stockDb(server.db)
      .selectFrom('ledger_entries')
      .select(['created_at', 'kind'])
      .where('holder_company_id', '=', companyId)
      .execute();
    const days = new Set(rows.map((row) => Math.floor((Number(row.created_at) + 8 * 3_600_000) / DAY_MS)));
    const times = rows.map((row) => Number(row.created_at));
    return { days: days.size, first: Math.min(...times), kinds: new Set(rows.map((row) => row.kind)) };
  };

  it('gives each member factory and 成都蜀味 a year of movements of every list', async () => {
    const now = server.app.deps.clock();
    for (const member of [ids.kunShan, ids.wuXi]) {
      const history = await historyOf(member);
      expect(history.first).toBeLessThan(now - 360 * DAY_MS);
      expect(history.days).toBeGreaterThan(80);
      for (const kind of ['inbound', 'saleOut', 'customerReturnIn', 'recycle'] as const)
        expect(history.kinds).toContain(kind);
    }
    expect((await historyOf(ids.kunShan)).kinds).toContain('transferOut');
    expect((await historyOf(ids.wuXi)).kinds).toContain('transferIn');
    const shuWei = await historyOf(ids.shuWei);
    expect(shuWei.first).toBeLessThan(now - 360 * DAY_MS);
    expect(shuWei.days).toBeGreaterThan(80);
    for (const kind of ['saleIn', 'circulationOut', 'customerReturnOut'] as const)
      expect(shuWei.kinds).toContain(kind);
  });

  it('keeps every balance at or above zero, the ledger whole and 上海乐橙 out of it', async () => {
    expect(await ledgerViolations(server.db)).toEqual([]);
    const negative = await stockDb(server.db)
      .selectFrom('stock_balances')
      .select('holder_company_id')
      .where((eb) =>
        eb.or([eb('on_hand', '<', 0), eb('in_transit', '<', 0), eb('awaiting_signature', '<', 0)]),
      )
      .execute();
    expect(negative).toEqual([]);
    // The history's documents are numbered from 900001 of their day: none moves 上海乐橙's balances.
    const leCheng = await stockDb(server.db)
      .selectFrom('ledger_entries')
      .select('id')
      .where((eb) =>
        eb.or([eb('holder_company_id', '=', ids.leCheng), eb('owner_company_id', '=', ids.leCheng)]),
      )
      .where('document_no', 'like', '%-9_____')
      .execute();
    expect(leCheng).toEqual([]);
  });

  it('shows the history in demo_group’s and demo_c1’s lists, the clients in four provinces', async () => {
    const group = await server.login('demo_group');
    for (const path of [
      API.groupCustomer.searchInStock,
      API.groupCustomer.searchOutStock,
      API.groupCustomer.searchReturnTray,
    ]) {
      const { body } = await server.post<Page<MovementRow>>(
        path,
        { ...page, memberCompanyId: ids.wuXi },
        group,
      );
      expect(body.data.total).toBeGreaterThan(50);
    }
    const downstream = await server.post<Page<ReportStockRow>>(
      API.groupCustomer.searchStock,
      { ...page, holders: 'downstream' },
      group,
    );
    expect(new Set(downstream.body.data.list.map((row) => row.province)).size).toBeGreaterThanOrEqual(3);
    expect(downstream.body.data.list.map((row) => row.companyName)).toEqual(
      expect.arrayContaining(DEMO_CLIENTS.slice(0, 1).map((client) => client.name)),
    );
    const c1 = await server.login('demo_c1');
    const circulated = await server.post<Page<MovementRow>>(
      API.groupDownStreamCustomer.searchMultiCirculation,
      page,
      c1,
    );
    expect(circulated.body.data.total).toBeGreaterThan(20);
    expect(
      circulated.body.data.list.every((row) =>
        REPORT_LIST_KINDS.multiCirculation.includes(row.kind as never),
      ),
    ).toBe(true);
  });
});
