import { describe, expect, it } from 'vitest';
import { API } from '../../../../../src/contract/api-paths';
import type { Page } from '../../../../../src/contract/envelope';
import type { StatementDocumentRow, StatementRow } from '../../../../../src/contract/statements';
import { ledgerViolations } from '../../../../testing/ledger-invariants';
import { movesSuite } from '../../../../testing/moves-suite';
import { TEST_DIALECTS } from '../../../../testing/test-server';
import { subscribeWebhook, webhookEvents } from '../../../../testing/webhook-outbox';
import { stockDb } from '../../tables';
import { acceptExpiredTransfers } from './window';

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 60;

/** Tests that move the clock: the window job (an injected clock) and the bill of a corrected transfer. */
describe.each(TEST_DIALECTS)('transfer disputes over time on %s', (dialect) => {
  const t = movesSuite(dialect);
  const send = (quantity: number) => t.sendToBaiYun(quantity);
  const statusOf = async (id: string) =>
    (
      await stockDb(t.server.db)
        .selectFrom('transfers')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('accepts a transfer still pending after the window as sent, once, however many nodes pass at once', async () => {
    await subscribeWebhook(t.server.db, t.ids.leCheng, 'transfer.signed');
    const old = await send(7);
    const awaitingBefore = (await t.fx.balance(t.ids.baiYun, t.ids.baiYunWarehouse, '1311'))
      .awaitingSignature;
    const onHandBefore = (await t.fx.balance(t.ids.baiYun, t.ids.baiYunWarehouse, '1311')).onHand;
    const at = (ms: number) => ({
      db: t.server.db,
      clock: () => Date.parse(old.createdAt) + ms,
      config: { transferDisputeDays: WINDOW_DAYS },
    });

    // A day before the window closes nothing happens.
    await acceptExpiredTransfers(at((WINDOW_DAYS - 1) * DAY_MS));
    expect(await statusOf(old.id)).toBe('pending');

    await Promise.all([
      acceptExpiredTransfers(at(WINDOW_DAYS * DAY_MS + 1)),
      acceptExpiredTransfers(at(WINDOW_DAYS * DAY_MS + 1)),
    ]);
    expect(await statusOf(old.id)).toBe('accepted');
    const after = await t.fx.balance(t.ids.baiYun, t.ids.baiYunWarehouse, '1311');
    // Into the awaiting warehouse, as sent: transferOut and one transferIn.
    expect(after.onHand).toBe(onHandBefore + 7);
    expect(after.awaitingSignature).toBe(awaitingBefore - 7);
    expect(await t.fx.entryCount(old.id)).toBe(2);
    // The sender is told as at any signing (transfer.signed), once.
    const signed = (await webhookEvents(t.server.db, t.ids.leCheng, 'transfer.signed')).filter(
      (event) => event.data.transferId === old.id,
    );
    expect(signed).toHaveLength(1);
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });

  it('accepts the due transfers past one it cannot accept, however few it reads at a time', async () => {
    const stuck = await send(3);
    const next = await send(4);
    // The older one's awaiting warehouse is no longer the receiver's (a warehouse of the sender's):
    // accepting it is refused, for good.
    await stockDb(t.server.db)
      .updateTable('transfers')
      .set({ awaiting_warehouse_id: t.ids.suZhou })
      .where('id', '=', stuck.id)
      .execute();
    const later = {
      db: t.server.db,
      clock: () => Date.parse(next.createdAt) + (WINDOW_DAYS + 1) * DAY_MS,
      config: { transferDisputeDays: WINDOW_DAYS },
    };
    await acceptExpiredTransfers(later, 1);
    expect(await statusOf(stuck.id)).toBe('pending');
    expect(await statusOf(next.id)).toBe('accepted');
  });

  it('carries a pending correction into the statement of the period the returned pallets are charged in', async () => {
    const sent = await send(50);
    t.server.advanceTime(40 * DAY_MS);
    await t.signInAgain();
    await t.correctAsBaiYun(sent.id, 45);
    // The 5 pallets came back when they left, so their free days ended 30 days later: the period closing
    // after that is billed for them. Reading the list freezes the last closed period.
    t.server.advanceTime(40 * DAY_MS);
    const center = await t.server.login('demo_center');
    const statements = await t.server.post<Page<StatementRow>>(
      API.settlementManagement.getSettleStatementList,
      { pageNum: 1, pageSize: 1 },
      center,
    );
    const [latest] = statements.body.data.list;
    expect(latest).toBeDefined();
    const documents: StatementDocumentRow[] = [];
    for (let pageNum = 1; documents.length === (pageNum - 1) * 100; pageNum += 1) {
      const { body } = await t.server.post<Page<StatementDocumentRow>>(
        API.settlementManagement.getOrderSettleStatementDetail,
        { pageNum, pageSize: 100, id: latest?.id },
        center,
      );
      expect(body.errcode, body.errmsg).toBe(0);
      documents.push(...body.data.list);
      if (body.data.list.length === 0) break;
    }
    const row = documents.find((document) => document.documentId === sent.id);
    expect(row).toMatchObject({ documentType: 'transfer', documentNo: sent.documentNo, pallets: 5 });
    expect(row?.amountFen).toBeGreaterThan(0);
  });
});
