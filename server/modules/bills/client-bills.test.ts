import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientBillDetail, ClientBillRow } from '../../../src/contract/bills';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import { newId } from '../../db/ids';
import { stockFixtures } from '../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { applyMovements, shanghaiDay } from '../ledger';
import { correctionLines } from './corrections';
import { billLines } from './engine';
import { dayText, periodOf } from './period';
import { billsDb } from './tables';

const LIST = '/api/clientCustomerBill/billList';
const DETAIL = '/api/clientCustomerBill/billDetail';
const DAY_MS = 86_400_000;
const LIVE_ONLY = { pageNum: 1, pageSize: 100, state: 'live' };

describe.each(TEST_DIALECTS)('client bills through HTTP on %s', (dialect) => {
  let server: TestServer;
  let center: string;
  let ids: Record<'leCheng' | 'shuWei' | 'jiaDing' | 'baiYun' | 'kunShan', string>;
  let bookedEntry: string;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const fx = stockFixtures(server.db);
    ids = await fx.companyIds('leCheng', 'shuWei', 'jiaDing', 'baiYun', 'kunShan');
    // 40 pallets of 上海乐橙 arrive at 成都蜀味 45 days ago: beyond the free 30 days for part of the period.
    const [warehouse] = await fx.warehouses('shuWei');
    await server.db.transaction().execute((trx) =>
      applyMovements(trx, Date.now() - 45 * DAY_MS, {
        movements: [
          {
            holder: ids.shuWei,
            warehouse: warehouse!,
            trayType: '1311',
            owner: ids.leCheng,
            delta: 40,
            kind: 'saleIn',
            documentType: 'saleOutbound',
            documentId: newId(),
            documentNo: 'TEST-BILL',
          },
        ],
      }),
    );
    const entry = await billsDb(server.db)
      .selectFrom('ledger_entries')
      .select('id')
      .where('document_no', '=', 'TEST-BILL')
      .executeTakeFirstOrThrow();
    bookedEntry = entry.id;
    center = await server.login('demo_center');
  });
  afterAll(() => server.close());

  const detail = async (clientCompanyId: string) =>
    (await server.post<ClientBillDetail>(DETAIL, { clientCompanyId }, center)).body;

  it("lists each downstream client's live bill of the current period, totals as the detail adds them up", async () => {
    const { body } = await server.post<Page<ClientBillRow>>(LIST, LIVE_ONLY, center);
    expect(body.errcode).toBe(0);
    expect(body.data.list.map((row) => row.clientCompanyId).sort()).toEqual([ids.jiaDing, ids.shuWei].sort());
    // 上海乐橙's terms cut off on the 20th; the live bill is computed up to today.
    const today = shanghaiDay(Date.now());
    const period = periodOf(today, 20);
    for (const row of body.data.list) {
      expect(row).toMatchObject({
        periodStart: dayText(period.from),
        periodEnd: dayText(period.to),
        computedTo: dayText(today),
        id: null,
        billNo: null,
        state: 'live',
      });
      const lines = (await detail(row.clientCompanyId)).data.lines;
      expect(row.totalFen).toBe(lines.reduce((total, line) => total + line.amountFen, 0));
    }
    expect(body.data.list.find((row) => row.clientCompanyId === ids.shuWei)?.totalFen).toBeGreaterThan(0);
  });

  it("answers one client's lines as the engine computes them, each traced to that client's ledger", async () => {
    const body = await detail(ids.shuWei);
    expect(body.errcode).toBe(0);
    const today = shanghaiDay(Date.now());
    const period = periodOf(today, 20);
    const engine = await billLines(server.db, {
      owner: ids.leCheng,
      holder: ids.shuWei,
      from: period.from,
      to: today,
    });
    // The 40 pallets were booked into closed periods too: their frozen bills are corrected on this one.
    const corrections = await correctionLines(server.db, ids.leCheng, [ids.shuWei], period);
    expect(corrections.length).toBeGreaterThan(0);
    const { lines, totalFen, clientName } = body.data;
    expect(clientName).toBe('成都蜀味餐饮供应链有限公司');
    const facts = (l: {
      kind: string;
      trayTypeCode: string;
      quantity: number;
      rate: number;
      amountFen: number;
    }) => [l.kind, l.trayTypeCode, l.quantity, l.rate, l.amountFen].join(' ');
    expect(lines.map(facts).sort()).toEqual([...engine, ...corrections].map(facts).sort());
    expect(totalFen).toBe([...engine, ...corrections].reduce((total, line) => total + line.amountFen, 0));
    const hire = lines.find((line) => line.kind === 'hire' && line.trayTypeCode === '1311');
    expect(hire).toMatchObject({ trayTypeName: '田字网格托盘', rateUnit: 'centiFenPerPalletDay' });
    expect(hire?.entryIds).toContain(bookedEntry);
    const traced = await billsDb(server.db)
      .selectFrom('ledger_entries')
      .select(['holder_company_id', 'owner_company_id'])
      .where(
        'id',
        'in',
        lines.flatMap((line) => line.entryIds),
      )
      .execute();
    expect(traced.length).toBe(new Set(lines.flatMap((line) => line.entryIds)).size);
    expect(
      traced.every((e) => e.holder_company_id === ids.shuWei && e.owner_company_id === ids.leCheng),
    ).toBe(true);
  });

  it("answers not-found for a company that is not the session company's client", async () => {
    for (const other of [ids.baiYun, ids.kunShan, ids.leCheng, 'no-such-company']) {
      const body = await detail(other);
      expect(body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '客户不存在', data: null });
    }
  });

  it('refuses other role areas and names a missing client id', async () => {
    const pallet = await server.login('demo_pallet');
    expect((await server.post(LIST, LIVE_ONLY, pallet)).body.errcode).toBe(Errcode.NO_PERMISSION);
    expect((await server.post(DETAIL, { clientCompanyId: ids.shuWei }, pallet)).body.errcode).toBe(
      Errcode.NO_PERMISSION,
    );
    const { body } = await server.post<{ fields: { field: string }[] }>(DETAIL, {}, center);
    expect(body.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(body.data.fields.map((f) => f.field)).toContain('clientCompanyId');
  });
});
