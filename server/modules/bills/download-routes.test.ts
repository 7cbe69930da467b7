import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDayRange, orderBillLines } from '../../../src/contract/bill-format';
import type { BillRateUnit, ClientBillDetail, ClientBillRow } from '../../../src/contract/bills';
import type { Page } from '../../../src/contract/envelope';
import { Errcode } from '../../../src/contract/errcodes';
import { formatYuan } from '../../../src/contract/money';
import { PLATFORM_NAME } from '../../../src/contract/platform';
import { newId } from '../../db/ids';
import { DEMO_COMPANIES, SUPERVISOR_ROLE } from '../../db/seed/demo-accounts';
import { inLocale } from '../../http/request-locale';
import { loginCenterSupervisor } from '../../testing/center-supervisor';
import { stockFixtures } from '../../testing/stock-fixtures';
import { pdfText } from '../../testing/pdf-text';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { readSheet as readXlsx, type SheetCell } from '../../testing/xlsx-sheet';
import { applyMovements } from '../ledger';

const LIST = '/api/clientCustomerBill/billList';
const DETAIL = '/api/clientCustomerBill/billDetail';
const EXPORT = '/api/clientCustomerBill/billDetailExport';
const PDF = '/api/clientCustomerBill/billDownload';
const DAY_MS = 86_400_000;
const EXPORT_CODE = 'center-settle-checkC1-exportDetail';
const HEADERS = ['仓库', '托盘类型', '计费项目', '计费期间', '数量', '单位', '单价（元）', '金额（元）'];

type Cell = SheetCell;

/** The 单位 column: what a line's quantity counts. */
const UNIT_CELLS: Record<BillRateUnit, string> = {
  centiFenPerPalletDay: '托盘天',
  fenPerPallet: '片',
  fenPerCorrection: '笔',
};

const readSheet = (body: ArrayBuffer) => readXlsx(body, HEADERS.length);

/** Fen back from a number of 元 in a spreadsheet cell (1234.56 → 123456). */
const fenOf = (yuan: Cell) => Math.round(Number(yuan) * 100);

describe.each(TEST_DIALECTS)("a client bill's downloads through HTTP on %s", (dialect) => {
  let server: TestServer;
  let center: string;
  let shuWei: string;
  let baiYun: string;
  let bill: ClientBillDetail;

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    const fx = stockFixtures(server.db);
    shuWei = await fx.companyId('shuWei');
    baiYun = await fx.companyId('baiYun');
    // 40 more pallets of 上海乐橙 at 成都蜀味 since 45 days ago: hire beyond the free days, another line.
    const [warehouse] = await fx.warehouses('shuWei');
    const leCheng = await fx.companyId('leCheng');
    await server.db.transaction().execute((trx) =>
      applyMovements(trx, Date.now() - 45 * DAY_MS, {
        movements: [
          {
            holder: shuWei,
            warehouse: warehouse!,
            trayType: '1311',
            owner: leCheng,
            delta: 40,
            kind: 'saleIn',
            documentType: 'saleOutbound',
            documentId: newId(),
            documentNo: 'TEST-BILL-PDF',
          },
        ],
      }),
    );
    center = await server.login('demo_center');
    bill = (await server.post<ClientBillDetail>(DETAIL, { clientCompanyId: shuWei }, center)).body.data;
  });
  afterAll(() => server.close());

  const get = (path: string, query: Record<string, string>) =>
    fetch(`${server.baseUrl}${path}?${new URLSearchParams(query)}`);
  const envelopeOf = async (response: Response) => {
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return (await response.json()) as { errcode: number; errmsg: string; data: unknown };
  };

  it('the demo bill has lines to download', () => {
    expect(bill.lines.length).toBeGreaterThan(1);
    expect(bill.totalFen).toBeGreaterThan(0);
  });

  it("exports XLSX with every line of billDetail, numbers as numbers, and a 合计 row equal to the bill's total", async () => {
    const response = await get(EXPORT, { clientCompanyId: shuWei, token: center });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(encodeURIComponent('客户账单明细_'));
    const [header, ...rows] = await readSheet(await response.arrayBuffer());
    expect(header).toEqual(HEADERS);
    const total = rows.at(-1)!;
    const lines = rows.slice(0, -1);
    expect(lines).toHaveLength(bill.lines.length);
    expect(total[0]).toBe('合计');
    expect(total.slice(1, -1).every((cell) => cell === null)).toBe(true);
    expect(fenOf(total.at(-1)!)).toBe(bill.totalFen);
    expect(lines.map((row) => fenOf(row[7]!)).reduce((sum, fen) => sum + fen, 0)).toBe(bill.totalFen);
    for (const line of bill.lines) {
      const row = lines.find(
        (r) =>
          r[1] === `${line.trayTypeCode} ${line.trayTypeName}` &&
          r[3] ===
            `${line.corrects ? `${line.corrects.billNo} ` : ''}${formatDayRange(line.firstDay, line.lastDay)}` &&
          r[0] === line.warehouseName &&
          fenOf(r[7]!) === line.amountFen &&
          r[4] === line.quantity,
      );
      expect(row, `the line ${line.kind} ${line.trayTypeCode} ${line.firstDay}`).toBeDefined();
      expect(typeof row![6]).toBe('number');
      expect(row![5]).toBe(UNIT_CELLS[line.rateUnit]);
    }
    // The 40 pallets were booked into closed periods: a correction names the frozen bill it corrects.
    const correction = bill.lines.find((line) => line.kind === 'correction');
    const row = lines.find((cells) => cells[2] === '调整（租金）');
    expect(row?.[3]).toBe(
      `${correction?.corrects?.billNo} ${formatDayRange(correction!.firstDay, correction!.lastDay)}`,
    );
  });

  it('exports the same lines and 合计 as CSV', async () => {
    const response = await get(EXPORT, { clientCompanyId: shuWei, format: 'csv', token: center });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe(HEADERS.join(','));
    expect(lines).toHaveLength(bill.lines.length + 2);
    const total = lines.at(-1)!.split(',');
    expect(total[0]).toBe('合计');
    expect(fenOf(total.at(-1)!)).toBe(bill.totalFen);
  });

  it('downloads the bill as a PDF whose text names the client, the biller and the total as formatYuan shows it', async () => {
    const response = await get(PDF, { clientCompanyId: shuWei, token: center });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(
        `客户对账单_${bill.clientName}_${bill.periodStart}至${bill.periodEnd}.pdf`,
      )}`,
    );
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('客户对账单');
    expect(text).toContain(`客户：${bill.clientName}`);
    expect(text).toContain(`账单方：${DEMO_COMPANIES.leCheng}`);
    expect(text).toContain(`账期：${bill.periodStart} 至 ${bill.periodEnd}`);
    expect(text).toContain(`合计（元）：${formatYuan(bill.totalFen)}`);
    expect(text).toContain(PLATFORM_NAME);
    // the total row of the lines table ends with the same figure
    expect(text).toMatch(new RegExp(`合计 ${formatYuan(bill.totalFen).replace('.', '\\.')}`));
  });

  describe('in English (the download link names locale=en-US)', () => {
    const ENGLISH_HEADERS = [
      'Warehouse',
      'Pallet type',
      'Charge',
      'Billed period',
      'Quantity',
      'Unit',
      'Rate (CNY)',
      'Amount (CNY)',
    ];

    it('exports XLSX and CSV with English headers, file name and total row, the same figures as in Chinese', async () => {
      const response = await get(EXPORT, { clientCompanyId: shuWei, locale: 'en-US', token: center });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(
        encodeURIComponent('Customer bill lines_'),
      );
      const [header, ...rows] = await readSheet(await response.arrayBuffer());
      expect(header).toEqual(ENGLISH_HEADERS);
      expect(rows).toHaveLength(bill.lines.length + 1);
      expect(rows.at(-1)![0]).toBe('Total');
      expect(fenOf(rows.at(-1)!.at(-1)!)).toBe(bill.totalFen);

      const csv = await get(EXPORT, {
        clientCompanyId: shuWei,
        format: 'csv',
        locale: 'en-US',
        token: center,
      });
      const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(ENGLISH_HEADERS.join(','));
      // an ERP import reads the billed days: they stay yyyy-MM-dd in English too, joined by "to"
      const line = orderBillLines(bill.lines)[0]!;
      expect(rows[0]![3]).toBe(
        `${line.corrects ? `${line.corrects.billNo} ` : ''}${line.firstDay} to ${line.lastDay}`,
      );
      expect(lines[1]).toContain(`${line.firstDay} to ${line.lastDay}`);
      // the next download without a language is Chinese again: nothing of the English one stays behind
      const chinese = await get(EXPORT, { clientCompanyId: shuWei, format: 'csv', token: center });
      expect((await chinese.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(HEADERS.join(','));
    });

    it('downloads the PDF with its title, fields, table and page numbers in English', async () => {
      const response = await get(PDF, { clientCompanyId: shuWei, locale: 'en-US', token: center });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent(
          `Customer statement_${bill.clientName}_${bill.periodStart} to ${bill.periodEnd}.pdf`,
        )}`,
      );
      const text = await pdfText(await response.arrayBuffer());
      expect(text).toContain('Customer statement');
      expect(text).toContain(`Customer: ${bill.clientName}`);
      expect(text).toContain(`Billed by: ${DEMO_COMPANIES.leCheng}`);
      expect(text).toContain(`Total (CNY): ${formatYuan(bill.totalFen)}`);
      // text dates in English, day first with the month named: 26 Oct 2026 to 25 Nov 2026
      const period = inLocale('en-US', () => formatDayRange(bill.periodStart, bill.periodEnd));
      expect(period).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}$/);
      expect(text).toContain(`Billing period: ${period}`);
      expect(text).toMatch(/Printed \S* ?\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(text).toContain('Bill lines');
      expect(text).toMatch(/Page 1 of \d+/);
      expect(text).not.toContain('客户对账单');
      expect(text).not.toContain('合计');
    });

    it('refuses in English', async () => {
      for (const path of [PDF, EXPORT]) {
        expect(
          await envelopeOf(await get(path, { clientCompanyId: baiYun, locale: 'en-US', token: center })),
        ).toEqual({ errcode: Errcode.BUSINESS_FAILURE, errmsg: 'No such customer', data: null });
      }
    });
  });

  describe('of a frozen bill (by id)', () => {
    let frozen: ClientBillDetail;

    beforeAll(async () => {
      // the demo seed froze two closed periods: 成都蜀味's pending bill of one of them
      const { body } = await server.post<Page<ClientBillRow>>(
        LIST,
        { pageNum: 1, pageSize: 1, clientCompanyId: shuWei, state: 'pending' },
        center,
      );
      const id = body.data.list[0]!.id!;
      frozen = (await server.post<ClientBillDetail>(DETAIL, { id }, center)).body.data;
    });

    it('downloads its stored lines as XLSX with a 合计 row equal to its billDetail total', async () => {
      expect(frozen.lines.length).toBeGreaterThan(0);
      const response = await get(EXPORT, { id: frozen.id!, token: center });
      expect(response.status).toBe(200);
      const [header, ...rows] = await readSheet(await response.arrayBuffer());
      expect(header).toEqual(HEADERS);
      expect(rows).toHaveLength(frozen.lines.length + 1);
      expect(rows.at(-1)![0]).toBe('合计');
      expect(fenOf(rows.at(-1)!.at(-1)!)).toBe(frozen.totalFen);
    });

    it('downloads it as a PDF naming its client, its period and its billDetail total', async () => {
      const response = await get(PDF, { id: frozen.id!, token: center });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(await response.arrayBuffer());
      expect(text).toContain(`客户：${frozen.clientName}`);
      expect(text).toContain(`账期：${frozen.periodStart} 至 ${frozen.periodEnd}`);
      expect(text).toContain(`合计（元）：${formatYuan(frozen.totalFen)}`);
    });

    it("answers 2003 naming id for both an id and a client, and not-found for another company's bill", async () => {
      for (const path of [PDF, EXPORT]) {
        const both = (await envelopeOf(
          await get(path, { id: frozen.id!, clientCompanyId: shuWei, check: '1', token: center }),
        )) as { errcode: number; data: { fields: { field: string }[] } };
        expect(both.errcode).toBe(Errcode.VALIDATION_FAILED);
        expect(both.data.fields.map((f) => f.field)).toEqual(['id']);
        expect(await envelopeOf(await get(path, { id: newId(), check: '1', token: center }))).toEqual({
          errcode: Errcode.BUSINESS_FAILURE,
          errmsg: '账单不存在',
          data: null,
        });
      }
    });
  });

  it("answers the not-found envelope, never a file, for another company's client", async () => {
    for (const [path, format] of [
      [PDF, null],
      [EXPORT, 'xlsx'],
      [EXPORT, 'csv'],
    ] as const) {
      const query = { clientCompanyId: baiYun, token: center, ...(format ? { format } : {}) };
      expect(await envelopeOf(await get(path, query))).toEqual({
        errcode: Errcode.BUSINESS_FAILURE,
        errmsg: '客户不存在',
        data: null,
      });
    }
  });

  it('answers ?check=1 with the envelope alone: success for a bill it would send, the refusal otherwise', async () => {
    for (const path of [PDF, EXPORT]) {
      expect(
        await envelopeOf(await get(path, { clientCompanyId: shuWei, check: '1', token: center })),
      ).toEqual({ errcode: Errcode.SUCCESS, errmsg: expect.any(String), data: null });
      expect(
        (await envelopeOf(await get(path, { clientCompanyId: baiYun, check: '1', token: center }))).errcode,
      ).toBe(Errcode.BUSINESS_FAILURE);
      expect((await envelopeOf(await get(path, { clientCompanyId: shuWei, check: '1' }))).errcode).toBe(
        Errcode.NOT_LOGGED_IN,
      );
    }
  });

  it('names a missing client id (2003) and refuses another role area (4030)', async () => {
    const pallet = await server.login('demo_pallet');
    for (const path of [PDF, EXPORT]) {
      const missing = (await envelopeOf(await get(path, { token: center }))) as {
        errcode: number;
        data: { fields: { field: string }[] };
      };
      expect(missing.errcode).toBe(Errcode.VALIDATION_FAILED);
      expect(missing.data.fields.map((f) => f.field)).toContain('clientCompanyId');
      expect((await envelopeOf(await get(path, { clientCompanyId: shuWei, token: pallet }))).errcode).toBe(
        Errcode.NO_PERMISSION,
      );
    }
  });

  it(`refuses both downloads (4030 envelope, not a PDF) without ${EXPORT_CODE}`, async () => {
    // An enterprise-center sub-account of 上海乐橙 (the administrator demo_center holds every code) whose
    // custom role, 业务主管, loses the export code (and gets it back after)
    const supervisor = server.db.selectFrom('company_roles').select('id').where('name', '=', SUPERVISOR_ROLE);
    const subAccount = await loginCenterSupervisor(server);
    const held = await server.db
      .selectFrom('role_permissions')
      .selectAll()
      .where('role_id', 'in', supervisor)
      .where('code', '=', EXPORT_CODE)
      .execute();
    expect(held.length).toBeGreaterThan(0);
    await server.db
      .deleteFrom('role_permissions')
      .where('role_id', 'in', supervisor)
      .where('code', '=', EXPORT_CODE)
      .execute();
    try {
      for (const path of [PDF, EXPORT]) {
        const response = await get(path, { clientCompanyId: shuWei, token: subAccount });
        expect((await envelopeOf(response)).errcode).toBe(Errcode.NO_PERMISSION);
      }
      // the bill itself is still readable: only its downloads need the export code
      expect((await server.post(DETAIL, { clientCompanyId: shuWei }, subAccount)).body.errcode).toBe(
        Errcode.SUCCESS,
      );
    } finally {
      await server.db.insertInto('role_permissions').values(held).execute();
    }
  });
});
