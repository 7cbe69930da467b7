import { describe, expect, it } from 'vitest';
import { API } from '../../../../../src/contract/api-paths';
import type { Page } from '../../../../../src/contract/envelope';
import { Errcode } from '../../../../../src/contract/errcodes';
import { LOCALE_HEADER, type Locale } from '../../../../../src/contract/locale';
import type { MessageItem } from '../../../../../src/contract/messages';
import type { LedgerEntryRow, SignRow, StockDetail, Transfer } from '../../../../../src/contract/stock';
import { ledgerViolations } from '../../../../testing/ledger-invariants';
import { baiYunToken } from '../../../../testing/company-switch';
import { movesSuite, requestId } from '../../../../testing/moves-suite';
import { TEST_DIALECTS } from '../../../../testing/test-server';

const D = API.transferDispute;
const DAY_MS = 86_400_000;

describe.each(TEST_DIALECTS)('transfer disputes on %s', (dialect) => {
  const t = movesSuite(dialect);
  const senderOnHand = async () => (await t.fx.balance(t.ids.leCheng, t.ids.suZhou, '1311')).onHand;
  const receiverOnHand = async (warehouse = t.ids.baiYunSecondWarehouse) =>
    (await t.fx.balance(t.ids.baiYun, warehouse, '1311')).onHand;
  const awaiting = async () =>
    (await t.fx.balance(t.ids.baiYun, t.ids.baiYunWarehouse, '1311')).awaitingSignature;

  const send = (quantity: number) => t.sendToBaiYun(quantity);
  const correct = (id: string, correctedQuantity: number, extra: Record<string, unknown> = {}) =>
    t.server.post<Transfer>(
      D.correct,
      {
        requestId: requestId(),
        id,
        warehouseId: t.ids.baiYunSecondWarehouse,
        correctedQuantity,
        reason: '清点少 5 个',
        ...extra,
      },
      t.tokens.baiYun,
    );
  const reject = (id: string, extra: Record<string, unknown> = {}, token = t.tokens.baiYun) =>
    t.server.post<Transfer>(D.reject, { requestId: requestId(), id, reason: '货不对板', ...extra }, token);
  /** The transfer's row on the receiver's 入库管理 (已签收 tab). */
  const signRowOf = async (id: string) =>
    (
      await t.server.post<Page<SignRow>>(
        API.customerWarehousingManagement.searchSignList,
        { pageNum: 1, pageSize: 100, sourceType: 'transfer', status: 'signed' },
        t.tokens.baiYun,
      )
    ).body.data.list.find((row) => row.id === id);
  const sign = (id: string) =>
    t.server.post<Transfer>(
      API.customerWarehousingManagement.sign,
      { sourceType: 'transfer', id, warehouseId: t.ids.baiYunSecondWarehouse },
      t.tokens.baiYun,
    );
  const ledger = async (token: string, warehouseId: string) => {
    const { body } = await t.server.post<StockDetail>(
      API.customerStock.detail,
      { pageNum: 1, pageSize: 100, warehouseId, trayTypeCode: '1311' },
      token,
    );
    expect(body.errcode, body.errmsg).toBe(0);
    return body.data.entries.list;
  };
  const entriesOf = (entries: LedgerEntryRow[], documentId: string) =>
    entries
      .filter((entry) => entry.documentId === documentId)
      .map(({ kind, delta, createdAt }) => ({ kind, delta, createdAt }));
  /** The sender's messages containing `keyword`, read by a page in `locale` (none: the default, Chinese). */
  const messagesAbout = async (keyword: string, locale?: Locale) => {
    const { body } = await t.server.post<Page<MessageItem>>(
      API.customerMessage.getMessageList,
      { pageNum: 1, pageSize: 100, keyword },
      t.tokens.pallet,
      locale && { [LOCALE_HEADER]: locale },
    );
    return body.data.list;
  };
  const record = async (token: string, id: string) => {
    const { body } = await t.server.post<Page<Transfer>>(
      API.customerStock.searchAllocationList,
      { pageNum: 1, pageSize: 100, status: 'corrected' },
      token,
    );
    return body.data.list.find((row) => row.id === id);
  };

  it('corrects a pending transfer from 50 to 45: both balances and ledgers move, the sender is told', async () => {
    const sent = await send(50);
    const [senderBefore, receiverBefore, awaitingBefore] = [
      await senderOnHand(),
      await receiverOnHand(),
      await awaiting(),
    ];
    const corrected = await correct(sent.id, 45);
    expect(corrected.body.errcode, corrected.body.errmsg).toBe(0);
    expect(corrected.body.data).toMatchObject({
      status: 'corrected',
      quantity: 50,
      correctedQuantity: 45,
      disputeReason: '清点少 5 个',
      toWarehouseId: t.ids.baiYunSecondWarehouse,
      direction: 'in',
    });
    expect(await senderOnHand()).toBe(senderBefore + 5);
    expect(await receiverOnHand()).toBe(receiverBefore + 45);
    expect(await awaiting()).toBe(awaitingBefore - 50);

    // The sender's ledger: the transferOut stays, a new 调拨更正 of +5 is booked at the time it left.
    expect(entriesOf(await ledger(t.tokens.pallet, t.ids.suZhou), sent.id)).toEqual(
      expect.arrayContaining([
        { kind: 'transferOut', delta: -50, createdAt: sent.createdAt },
        { kind: 'transferCorrection', delta: 5, createdAt: sent.createdAt },
      ]),
    );
    expect(entriesOf(await ledger(t.tokens.baiYun, t.ids.baiYunSecondWarehouse), sent.id)).toEqual([
      { kind: 'transferIn', delta: 45, createdAt: expect.any(String) as string },
    ]);

    const [message, ...more] = await messagesAbout(sent.documentNo);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ type: 'business', title: '调拨单被更正' });
    expect(message?.content).toContain('由 50 更正为 45');
    expect(message?.content).toContain('清点少 5 个');

    // Both sides' records show it.
    expect(await record(t.tokens.pallet, sent.id)).toMatchObject({ direction: 'out', correctedQuantity: 45 });
    expect(await record(t.tokens.baiYun, sent.id)).toMatchObject({ direction: 'in', correctedQuantity: 45 });
    expect(await signRowOf(sent.id)).toMatchObject({ receivedQuantity: 45, outcome: 'corrected' });
    // The export carries both quantities and the reason.
    const query = new URLSearchParams({ status: 'corrected', format: 'csv', token: t.tokens.pallet });
    const csv = await (
      await fetch(`${t.server.baseUrl}${API.customerStock.searchAllocationList}Export?${query}`)
    ).text();
    expect(csv).toContain('更正数量');
    const line = csv.split('\n').find((text) => text.includes(sent.documentNo));
    expect(line).toMatch(/已更正.*,50,45,清点少 5 个,/);
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('corrects upwards only as far as the sender still holds the pallets', async () => {
    const sent = await send(10);
    const spare = await senderOnHand();
    const tooMany = await correct(sent.id, 10 + spare + 1);
    expect(tooMany.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
    expect(tooMany.body.errmsg).toMatch(/^库存不足：1311/);
    expect((await correct(sent.id, 12)).body.data).toMatchObject({
      status: 'corrected',
      correctedQuantity: 12,
    });
    expect(await senderOnHand()).toBe(spare - 2);
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('rejects a pending transfer: every pallet back to the sender, and then no second decision', async () => {
    const sent = await send(20);
    const [senderBefore, awaitingBefore] = [await senderOnHand(), await awaiting()];
    const rejected = await reject(sent.id);
    // A decided transfer has no window left.
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      disputeReason: '货不对板',
      disputableUntil: null,
    });
    expect(await senderOnHand()).toBe(senderBefore + 20);
    expect(await awaiting()).toBe(awaitingBefore - 20);
    expect((await messagesAbout(sent.documentNo))[0]?.title).toBe('调拨单被拒收');
    // 入库管理 lists it under 已签收 as what it is: rejected, nothing taken in (its export says so too).
    expect(await signRowOf(sent.id)).toMatchObject({
      status: 'signed',
      outcome: 'rejected',
      receivedQuantity: 0,
    });
    const query = new URLSearchParams({ status: 'signed', format: 'csv', token: t.tokens.baiYun });
    const csv = await (
      await fetch(`${t.server.baseUrl}${API.customerWarehousingManagement.searchSignList}Export?${query}`)
    ).text();
    expect(csv.split('\n').find((text) => text.includes(sent.documentNo))).toMatch(/,20,0,.*已拒收/);

    const again = await correct(sent.id, 19);
    expect(again.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '调拨单当前为「已拒收」，不能更正',
    });
    expect((await sign(sent.id)).body.errmsg).toBe('调拨单当前为「已拒收」，不能签收');
    expect(await t.fx.entryCount(sent.id)).toBe(2);
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('tells the sender in its reader’s language whatever the language of the rejection', async () => {
    const sent = await send(20);
    // 广州白云 rejects from a page in Chinese (no locale header).
    const rejected = await reject(sent.id);
    expect(rejected.body.errcode).toBe(0);
    const receiver = rejected.body.data.toCompanyName;

    const [english] = await messagesAbout(sent.documentNo, 'en-US');
    expect(english).toMatchObject({
      title: 'Transfer rejected',
      content: `${receiver} rejected transfer ${sent.documentNo}; 20 pallets went back to the sending warehouse. Reason: 货不对板`,
    });
    const [chinese] = await messagesAbout(sent.documentNo, 'zh-CN');
    expect(chinese).toMatchObject({
      id: english!.id,
      title: '调拨单被拒收',
      content: `${receiver}拒收了调拨单 ${sent.documentNo}，20 个托盘已退回发出仓库。原因：货不对板`,
    });
    const detail = await t.server.post<MessageItem>(
      API.customerMessage.getMessageDetail,
      { id: english!.id },
      t.tokens.pallet,
      { [LOCALE_HEADER]: 'en-US' },
    );
    expect(detail.body.data).toMatchObject({ title: 'Transfer rejected', content: english!.content });

    // The keyword is looked for in the reader's language.
    const phrase = `rejected transfer ${sent.documentNo}`;
    expect((await messagesAbout(phrase, 'en-US')).map((m) => m.id)).toEqual([english!.id]);
    expect(await messagesAbout(phrase)).toEqual([]);
  });

  it('corrects a transfer after signing: both balances move by the difference, at their entries’ times', async () => {
    const sent = await send(30);
    const signed = await sign(sent.id);
    expect(signed.body.data.status).toBe('accepted');
    const [senderBefore, receiverBefore] = [await senderOnHand(), await receiverOnHand()];
    const corrected = await correct(sent.id, 27, { warehouseId: undefined, reason: '签收后复点少 3 个' });
    expect(corrected.body.data).toMatchObject({ status: 'corrected', correctedQuantity: 27 });
    expect(await senderOnHand()).toBe(senderBefore + 3);
    expect(await receiverOnHand()).toBe(receiverBefore - 3);
    const receiverEntries = entriesOf(await ledger(t.tokens.baiYun, t.ids.baiYunSecondWarehouse), sent.id);
    const signedIn = receiverEntries.find((entry) => entry.kind === 'transferIn');
    expect(receiverEntries).toContainEqual({
      kind: 'transferCorrection',
      delta: -3,
      createdAt: signedIn?.createdAt,
    });
    // Rejecting is for pending transfers only.
    expect((await reject(sent.id)).body.errmsg).toBe('调拨单当前为「已更正」，不能拒收');
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('refuses a correction after signing that the receiver’s stock no longer covers since it signed', async () => {
    const sent = await send(8);
    await sign(sent.id);
    // The receiver sends every pallet of that warehouse on, then gets as many back later.
    const held = await receiverOnHand();
    const onward = await t.server.post<Transfer>(
      API.customerStock.updateAllocationStockOut,
      {
        requestId: requestId(),
        fromWarehouseId: t.ids.baiYunSecondWarehouse,
        toCompanyId: t.ids.leCheng,
        trayTypeCode: '1311',
        quantity: held,
      },
      t.tokens.baiYun,
    );
    expect(onward.body.errcode, onward.body.errmsg).toBe(0);
    await t.stockUp(held, t.ids.baiYunSecondWarehouse, t.ids.baiYun);
    const refused = await correct(sent.id, 5, { warehouseId: undefined });
    expect(refused.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '库存不足：1311 田字网格托盘可用数量为 0',
    });
    expect(await receiverOnHand()).toBe(held);
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('answers 2003 naming the field for bad input, and writes nothing', async () => {
    const sent = await send(6);
    const fieldsOf = (data: unknown) => (data as { fields: { field: string }[] }).fields.map((f) => f.field);
    const cases: [Promise<{ body: { errcode: number; data: unknown } }>, string][] = [
      [correct(sent.id, 6), 'correctedQuantity'],
      [correct(sent.id, 0), 'correctedQuantity'],
      [correct(sent.id, 4, { reason: '' }), 'reason'],
      [correct(sent.id, 4, { reason: '   ' }), 'reason'],
      [correct(sent.id, 4, { reason: '原'.repeat(201) }), 'reason'],
      [correct(sent.id, 4, { warehouseId: undefined }), 'warehouseId'],
      [reject(sent.id, { reason: '' }), 'reason'],
      [reject(sent.id, { requestId: 'nope' }), 'requestId'],
    ];
    for (const [call, field] of cases) {
      const { body } = await call;
      expect(body.errcode).toBe(Errcode.VALIDATION_FAILED);
      expect(fieldsOf(body.data)).toContain(field);
    }
    // Another company's warehouse is not the receiver's.
    const foreign = await correct(sent.id, 4, { warehouseId: t.ids.suZhou });
    expect(foreign.body.errcode).toBe(Errcode.BUSINESS_FAILURE);
    expect(await t.fx.entryCount(sent.id)).toBe(1);
  });

  it('lets only the receiver dispute, with the sign permission', async () => {
    const sent = await send(3);
    // The sender sees the transfer but cannot dispute it: to it, the document does not exist here.
    const bySender = await reject(sent.id, {}, t.tokens.pallet);
    expect(bySender.body).toMatchObject({ errcode: Errcode.BUSINESS_FAILURE, errmsg: '单据不存在' });
    // 广州白云物流's dispatcher (承运调度: logistics codes only) may not sign, so may not dispute either.
    const byDispatcher = await reject(sent.id, {}, await t.server.login('demo_carrier'));
    expect(byDispatcher.body.errcode).toBe(Errcode.NO_PERMISSION);
    expect(await t.fx.entryCount(sent.id)).toBe(1);
  });

  it('answers a repeated request with the same transfer and lets one of racing decisions win', async () => {
    const sent = await send(40);
    const senderBefore = await senderOnHand();
    const same = requestId();
    const [first, second] = await Promise.all([
      correct(sent.id, 35, { requestId: same }),
      correct(sent.id, 35, { requestId: same }),
    ]);
    expect(first.body.data).toMatchObject({ status: 'corrected', correctedQuantity: 35 });
    expect(second.body.data).toEqual(first.body.data);
    expect((await correct(sent.id, 35, { requestId: same })).body.data).toEqual(first.body.data);
    expect(await senderOnHand()).toBe(senderBefore + 5);

    const raced = await send(40);
    const results = await Promise.all([correct(raced.id, 38), reject(raced.id), correct(raced.id, 39)]);
    expect(results.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    for (const loser of results.filter((r) => r.body.errcode !== 0))
      expect(loser.body.errmsg).toMatch(/^调拨单当前为「已(更正|拒收)」，不能(更正|拒收)$/);
    const winner = results.find((r) => r.body.errcode === 0)?.body.data;
    expect(await t.fx.entryCount(raced.id)).toBe(winner?.status === 'rejected' ? 2 : 3);
    expect(await messagesAbout(raced.documentNo)).toHaveLength(1);
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('refuses a dispute once the window has closed, at the end every answer names', async () => {
    const sent = await send(2);
    const windowEnd = Date.parse(sent.createdAt) + 60 * DAY_MS;
    expect(sent.disputableUntil).toBe(new Date(windowEnd).toISOString());
    const detail = await t.server.post<Transfer>(
      API.customerWarehousingManagement.getCustomerWarehousingDetail,
      { sourceType: 'transfer', id: sent.id },
      t.tokens.baiYun,
    );
    expect(detail.body.data.disputableUntil).toBe(sent.disputableUntil);
    t.server.advanceTime(60 * DAY_MS + 60_000);
    const late = await reject(sent.id, {}, await baiYunToken(t.server, t.ids.baiYun));
    expect(late.body).toMatchObject({
      errcode: Errcode.BUSINESS_FAILURE,
      errmsg: '已超过 60 天的异议期，调拨已按发出数量签收',
    });
    expect(await t.fx.entryCount(sent.id)).toBe(1);
  });
});
