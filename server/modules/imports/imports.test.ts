import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import { Errcode } from '../../../src/contract/errcodes';
import { LOCALE_PARAM } from '../../../src/contract/locale';
import { textsIn } from '../../../src/contract/localized';
import { baiYunToken } from '../../testing/company-switch';
import { stockFixtures } from '../../testing/stock-fixtures';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { readSheet } from '../../testing/xlsx-sheet';
import { IMPORT_HEADERS as H } from './labels';
import { importsDb } from './tables';
import { csvFile, importClient } from './testing/import-client';

const TRANSFER_HEADER = [H.fromWarehouse, H.toCompany, H.trayType, H.quantity, H.remark];
const GOOD_TRANSFER = ['乐橙嘉定中心仓', '广州白云物流有限公司', '1210', 1, ''];

/** n transfer rows of one pallet each; `bad` maps a data row's index to the row written instead. */
function transferFile(n: number, bad: Record<number, (string | number)[]> = {}, remark = 'batch'): Buffer {
  const rows = Array.from(
    { length: n },
    (_, i) => bad[i] ?? [...GOOD_TRANSFER.slice(0, 4), `${remark}-${i}`],
  );
  return csvFile([TRANSFER_HEADER, ...rows]);
}

/** The lines of a transfer batch's result file (CSV, as the page downloads it: Chinese). */
async function transferResultLines(
  client: ReturnType<typeof importClient>,
  batchId: string,
): Promise<string[]> {
  const result = await client.download(API.bulkImport.result, { batchId, kind: 'transfer', format: 'csv' });
  return (await result.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

describe.each(TEST_DIALECTS)('bulk import on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  let leCheng: string;
  const transfersOf = async (companyId: string) =>
    Number(
      (
        await server.db
          .selectFrom('transfers' as never)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('from_company_id' as never, '=', companyId as never)
          .executeTakeFirstOrThrow()
      ).n,
    );

  const batchCount = async () =>
    Number(
      (
        await importsDb(server.db)
          .selectFrom('import_batches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer({ dialect });
    token = await server.login('demo_pallet');
    leCheng = await stockFixtures(server.db).companyId('leCheng');
  });
  afterAll(() => server.close());

  it('previews a 1,000-row file naming its 3 bad rows and fields, writes nothing until confirm, then 997 transfers, and the same file again writes nothing', async () => {
    const client = importClient(server, token);
    const file = transferFile(1000, {
      100: ['不存在的仓库', '广州白云物流有限公司', '1210', 1, ''],
      500: ['乐橙嘉定中心仓', '广州白云物流有限公司', '1210', 'abc', ''],
      900: ['乐橙嘉定中心仓', '不存在的企业', '9999', 0, ''],
    });
    const before = await transfersOf(leCheng);

    const preview = await client.preview('transfer', 'transfers.csv', file);
    expect(preview.errcode).toBe(0);
    const { batch, errors } = preview.data;
    expect(batch).toMatchObject({
      status: 'previewed',
      total: 1000,
      valid: 997,
      invalid: 3,
      alreadyImported: null,
    });
    expect(errors.total).toBe(3);
    // Data row i is spreadsheet row i + 2 (the header is row 1).
    expect(errors.list).toEqual([
      { rowNo: 102, errors: [{ field: H.fromWarehouse, message: '仓库不存在' }] },
      { rowNo: 502, errors: [{ field: H.quantity, message: expect.stringMatching(/整数|integer/) }] },
      {
        rowNo: 902,
        errors: [
          { field: H.toCompany, message: '企业不存在或不能调拨给该企业' },
          { field: H.trayType, message: '托盘类型不存在' },
          { field: H.quantity, message: expect.any(String) },
        ],
      },
    ]);
    expect(await transfersOf(leCheng)).toBe(before);

    const confirmed = await client.confirm(batch.batchId);
    expect(confirmed.errcode).toBe(0);
    const done = await client.finished(batch.batchId);
    expect(done).toMatchObject({ status: 'done', processed: 997, succeeded: 997, failed: 0 });
    expect(await transfersOf(leCheng)).toBe(before + 997);

    const again = await client.preview('transfer', 'transfers-again.csv', file);
    expect(again.data.batch.alreadyImported).toMatchObject({
      batchId: batch.batchId,
      total: 1000,
      succeeded: 997,
    });
    const refused = await client.confirm(again.data.batch.batchId);
    expect(refused.errcode).toBe(Errcode.BUSINESS_FAILURE);
    expect(refused.errmsg).toMatch(/已于 .* 导入，不能重复导入/);
    expect(await transfersOf(leCheng)).toBe(before + 997);

    const lines = await transferResultLines(client, batch.batchId);
    expect(lines).toHaveLength(1001);
    expect(lines[0]).toBe(['行号', ...TRANSFER_HEADER, '结果', '单据编号', '失败原因'].join(','));
    expect(lines[1]).toMatch(/^2,乐橙嘉定中心仓,广州白云物流有限公司,1210,1,batch-0,成功,[\w-]+,$/);
    expect(lines[101]).toBe('102,不存在的仓库,广州白云物流有限公司,1210,1,,校验未通过,,出库仓库：仓库不存在');
    // A thousand creates: seconds alone, more beside the whole suite on PostgreSQL.
  }, 60_000);

  it('reads the first sheet of an XLSX (dates, numbers) and writes waybills and door pickups', async () => {
    const client = importClient(server, token);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('运单');
    sheet.addRow([
      H.fromWarehouse,
      H.client,
      H.clientWarehouse,
      H.trayType,
      H.quantity,
      H.plateNumber,
      H.driverName,
      H.driverPhone,
      H.remark,
    ]);
    sheet.addRow([
      '乐橙嘉定中心仓',
      '成都蜀味餐饮供应链有限公司',
      '蜀味双流配送中心',
      '1210 川字塑料托盘',
      3,
      '沪A12345',
      '王师傅',
      13800000000,
      'xlsx',
    ]);
    sheet.addRow([
      '乐橙嘉定中心仓',
      '成都蜀味餐饮供应链有限公司',
      '嘉定鲜果江桥仓',
      '川字塑料托盘',
      2,
      '沪A1234',
      '',
      '',
      '',
    ]);
    const preview = await client.preview(
      'waybill',
      'waybills.xlsx',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(preview.errcode).toBe(0);
    expect(preview.data.errors.list).toEqual([
      {
        rowNo: 3,
        errors: [
          { field: H.clientWarehouse, message: '仓库不存在' },
          { field: H.plateNumber, message: expect.stringContaining('车牌号') },
        ],
      },
    ]);
    await client.confirm(preview.data.batch.batchId);
    expect(await client.finished(preview.data.batch.batchId)).toMatchObject({ succeeded: 1, failed: 0 });

    const tomorrow = new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
    const returns = csvFile([
      [H.returnWarehouse, H.trayType, H.returnQuantity, H.pickupDate, H.contact, H.phone, H.remark],
      ['乐橙嘉定中心仓', '1210', 2, tomorrow, '张三', '13800000000', ''],
      ['乐橙嘉定中心仓', '1210', 100000, tomorrow, '张三', '13800000000', '多于可用'],
      ['乐橙嘉定中心仓', '1210', 2, '2020-01-01', '张三', '1380000', ''],
    ]);
    const returnPreview = await client.preview('return', 'returns.csv', returns);
    expect(returnPreview.data.errors.list).toEqual([
      {
        rowNo: 4,
        errors: [
          { field: H.pickupDate, message: '不能早于今天' },
          { field: H.phone, message: expect.any(String) },
        ],
      },
    ]);
    await client.confirm(returnPreview.data.batch.batchId);
    // 库存不足 at write time: the row gets its reason and the batch goes on.
    expect(await client.finished(returnPreview.data.batch.batchId)).toMatchObject({
      succeeded: 1,
      failed: 1,
    });
    const result = await client.download(API.bulkImport.result, {
      batchId: returnPreview.data.batch.batchId,
      kind: 'return',
      format: 'xlsx',
    });
    const rows = await readSheet(await result.arrayBuffer(), 11);
    expect(rows[2]?.[8]).toBe('失败');
    expect(String(rows[2]?.[10])).toMatch(/库存不足/);
  });

  it('refuses a file without a required header, of another type or unreadable as one 2003 naming it, and leaves no batch', async () => {
    const batchesBefore = await batchCount();
    const client = importClient(server, token);
    const answer = await client.preview(
      'transfer',
      'x.csv',
      csvFile([
        [H.fromWarehouse, H.trayType, H.quantity],
        ['乐橙嘉定中心仓', '1210', 1],
      ]),
    );
    expect(answer.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(answer.data).toEqual({
      fields: [{ field: 'file', message: expect.stringContaining(`缺少表头：${H.toCompany}`) }],
    });
    const noKind = await client.preview(null, 'x.csv', transferFile(1));
    expect(noKind.errcode).toBe(Errcode.VALIDATION_FAILED);
    const text = await client.preview('transfer', 'x.txt', transferFile(1));
    expect(text.data).toEqual({ fields: [{ field: 'file', message: '仅支持 .csv 或 .xlsx 文件' }] });
    const broken = await client.preview('transfer', 'x.xlsx', Buffer.from('not a zip at all'));
    expect(broken.errcode).toBe(Errcode.VALIDATION_FAILED);
    expect(await batchCount()).toBe(batchesBefore);
  });

  it('refuses a file over 20,000 rows or over the upload limit, leaving no batch', async () => {
    const batchesBefore = await batchCount();
    const client = importClient(server, token);
    const tooLong = csvFile([
      TRANSFER_HEADER,
      ...Array.from({ length: 20_001 }, () => ['仓', '企业', '1210', 1, '']),
    ]);
    const answer = await client.preview('transfer', 'long.csv', tooLong);
    expect(answer.data).toEqual({
      fields: [{ field: 'file', message: '单个文件最多 20000 行数据，请拆分后再导入' }],
    });
    const small = await startTestServer({ dialect, config: { uploadMaxBytes: 64 * 1024 } });
    try {
      const big = await importClient(small, await small.login('demo_pallet')).preview(
        'transfer',
        'big.csv',
        transferFile(3000),
      );
      expect(big.data).toEqual({ fields: [{ field: 'file', message: '文件大小不能超过0.0625MB' }] });
    } finally {
      await small.close();
    }
    expect(await batchCount()).toBe(batchesBefore);
    // 20,001 rows and a second server.
  }, 60_000);

  it('reads a GBK CSV as Excel saves it on a Chinese Windows', async () => {
    const client = importClient(server, token);
    const gbkHeader = Buffer.from(
      'b3f6bfe2b2d6bfe22cb5f7c8ebc6f3d2b52ccdd0c5ccc0e0d0cd2ccafdc1bf0d0a',
      'hex',
    );
    const answer = await client.preview('transfer', 'gbk.csv', gbkHeader);
    // The header decodes (出库仓库,调入企业,托盘类型,数量 in GBK bytes): no missing header, an empty file.
    expect(answer.data).toEqual({ fields: [{ field: 'file', message: '文件中没有数据行' }] });
  });

  it('refuses a transfer to a group company or to the company itself on the row’s 调入企业', async () => {
    const preview = await importClient(server, token).preview(
      'transfer',
      'names.csv',
      csvFile([
        TRANSFER_HEADER,
        ['乐橙嘉定中心仓', '苏州华润包装集团', '1210', 1, ''],
        ['乐橙嘉定中心仓', '上海乐橙食品有限公司', '1210', 1, ''],
      ]),
    );
    expect(preview.data.errors.list).toEqual([
      { rowNo: 2, errors: [{ field: H.toCompany, message: '企业不存在或不能调拨给该企业' }] },
      { rowNo: 3, errors: [{ field: H.toCompany, message: '不能调拨给本企业' }] },
    ]);
  });

  it('needs the kind’s create permission for every call, and another company’s batch is 不存在', async () => {
    const clerk = importClient(server, await server.login('demo_clerk'));
    expect((await clerk.preview('transfer', 't.csv', transferFile(1))).errcode).toBe(Errcode.NO_PERMISSION);
    const template = await clerk.download(API.bulkImport.template, { kind: 'transfer', format: 'csv' });
    expect(((await template.json()) as { errcode: number }).errcode).toBe(Errcode.NO_PERMISSION);

    const mine = await importClient(server, token).preview(
      'transfer',
      't.csv',
      transferFile(2, {}, 'scoped'),
    );
    // demo_multi as 广州白云物流's administrator: it holds every code, of another company.
    const other = importClient(
      server,
      await baiYunToken(server, await stockFixtures(server.db).companyId('baiYun')),
    );
    const status = await other.status(mine.data.batch.batchId);
    expect(status.errcode).toBe(Errcode.BUSINESS_FAILURE);
    expect(status.errmsg).toBe('导入批次不存在');
    expect((await other.confirm(mine.data.batch.batchId)).errmsg).toBe('导入批次不存在');
  });

  it('serves each kind’s template with Chinese headers and an example row that previews clean', async () => {
    const client = importClient(server, token);
    for (const kind of ['transfer', 'waybill', 'return'] as const) {
      const xlsx = await client.download(API.bulkImport.template, { kind, format: 'xlsx' });
      expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
      const preview = await client.preview(kind, 'template.xlsx', Buffer.from(await xlsx.arrayBuffer()));
      expect(preview.data.batch).toMatchObject({ total: 1, valid: 1, invalid: 0 });
    }
  });

  it('in English: the template’s headers, a file with them read and its errors named; its result file in Chinese has its cells', async () => {
    const client = importClient(server, token);
    const template = await client.download(API.bulkImport.template, {
      kind: 'transfer',
      format: 'csv',
      [LOCALE_PARAM]: 'en-US',
    });
    const english = textsIn(H, 'en-US');
    const header = [
      english.fromWarehouse,
      english.toCompany,
      english.trayType,
      english.quantity,
      english.remark,
    ];
    expect((await template.text()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Outbound warehouse,Receiving company,Pallet type,Quantity,Remarks',
    );

    const file = csvFile([header, GOOD_TRANSFER, ['不存在的仓库', ...GOOD_TRANSFER.slice(1)]]);
    const preview = await client.preview('transfer', 'english.csv', file, 'en-US');
    expect(preview.data.batch).toMatchObject({ total: 2, valid: 1, invalid: 1 });
    expect(preview.data.errors.list).toEqual([
      { rowNo: 3, errors: [{ field: 'Outbound warehouse', message: 'No such warehouse' }] },
    ]);

    const lines = await transferResultLines(client, preview.data.batch.batchId);
    expect(lines[0]).toBe(['行号', ...TRANSFER_HEADER, '结果', '单据编号', '失败原因'].join(','));
    // The cells are kept whatever the file's language; the reason is in the preview's words.
    expect(lines[2]).toMatch(/^3,不存在的仓库,广州白云物流有限公司,1210,1,,校验未通过,,Outbound warehouse/);
  });

  it('of racing confirms of one file writes it once', async () => {
    const client = importClient(server, token);
    const file = transferFile(5, {}, 'race');
    const before = await transfersOf(leCheng);
    const [first, second] = await Promise.all([
      client.preview('transfer', 'a.csv', file),
      client.preview('transfer', 'b.csv', file),
    ]);
    const answers = await Promise.all([
      client.confirm(first.data.batch.batchId),
      client.confirm(first.data.batch.batchId),
      client.confirm(second.data.batch.batchId),
    ]);
    const accepted = answers.filter((answer) => answer.errcode === 0);
    expect(new Set(accepted.map((answer) => answer.data.batchId)).size).toBe(1);
    expect(answers.filter((answer) => answer.errcode === Errcode.BUSINESS_FAILURE)).toHaveLength(
      3 - accepted.length,
    );
    await client.finished(accepted[0]!.data.batchId);
    expect(await transfersOf(leCheng)).toBe(before + 5);
  });
});
