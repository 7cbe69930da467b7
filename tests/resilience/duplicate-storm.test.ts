import { describe, expect, it } from 'vitest';
import type { Transfer } from '../../src/contract/stock';
import { ledgerViolations } from '../../server/testing/ledger-invariants';
import { movesSuite, requestId } from '../../server/testing/moves-suite';
import { TEST_DIALECTS } from '../../server/testing/test-server';
import { stockDb } from '../../server/modules/stock';
import { type Answer, timedPost } from './timed-post';

/** Every request of a storm must be answered within this (issue 10: a double-clicking user or a retrying
 * ERP integration must never freeze the platform). */
const STORM_DEADLINE_MS = 2000;

/**
 * Many simultaneous creates carrying the same requestId (a retrying client, a double click): exactly one
 * document per requestId, every request answered with it, the pallets moved once. On PostgreSQL this
 * once hung the server: each duplicate's transaction waited on the document-number lock and the one
 * holding it asked the pool for a second connection.
 */
describe.each(TEST_DIALECTS)('duplicate create storm on %s', (dialect) => {
  const t = movesSuite(dialect);
  const onHand = async () => (await t.fx.balance(t.ids.leCheng, t.ids.suZhou, '1311')).onHand;
  const awaiting = async () =>
    (await t.fx.balance(t.ids.baiYun, t.ids.baiYunWarehouse, '1311')).awaitingSignature;
  const transfer = (id: string, quantity: number) =>
    timedPost<Transfer>(
      t.server,
      '/api/api/customerStock/updateAllocationStockOut',
      {
        requestId: id,
        fromWarehouseId: t.ids.suZhou,
        toCompanyId: t.ids.baiYun,
        trayTypeCode: '1311',
        quantity,
      },
      t.tokens.pallet,
      STORM_DEADLINE_MS,
    );
  /** The transfer ids stored per requestId (one each when creation is idempotent). */
  const storedIds = async (requestIds: string[]) => {
    const rows = await stockDb(t.server.db)
      .selectFrom('transfers')
      .select(['id', 'request_id'])
      .where('request_id', 'in', requestIds)
      .execute();
    const byRequest = new Map<string, string[]>();
    for (const row of rows) byRequest.set(row.request_id, [...(byRequest.get(row.request_id) ?? []), row.id]);
    return byRequest;
  };

  it('answers 30 simultaneous copies of one create with the one transfer it writes, within 2 s', async () => {
    await t.stockUp(5);
    const [before, awaitingBefore] = [await onHand(), await awaiting()];
    const id = requestId();
    const answers = await Promise.all(Array.from({ length: 30 }, () => transfer(id, 5)));
    expect(answers.filter((answer) => answer === 'no answer')).toEqual([]);

    const stored = (await storedIds([id])).get(id) ?? [];
    expect(stored).toHaveLength(1);
    expect(answers).toEqual(
      Array(30).fill(
        expect.objectContaining({ errcode: 0, data: expect.objectContaining({ id: stored[0] }) }),
      ),
    );
    expect(await onHand()).toBe(before - 5);
    expect(await awaiting()).toBe(awaitingBefore + 5);
    expect(await t.fx.entryCount(stored[0]!)).toBe(1);
    expect(await ledgerViolations(t.server.db)).toEqual([]);

    // The duplicates took no document number: the next transfer's number follows the storm's.
    await t.stockUp(1);
    const next = await transfer(requestId(), 1);
    const counter = (answer: Answer<Transfer>) =>
      Number(answer !== 'no answer' && answer.data.documentNo.slice(-6));
    expect(counter(next)).toBe(counter(answers[0]!) + 1);
  });

  it('answers 24 distinct creates mixed with 8 copies of one, one transfer per requestId, pallets moved once each', async () => {
    await t.stockUp(24 + 2);
    const [before, awaitingBefore] = [await onHand(), await awaiting()];
    const distinct = Array.from({ length: 24 }, () => requestId());
    const repeated = requestId();
    // The copies are spread through the burst rather than sent together.
    const burst = distinct.flatMap((id, index) => (index % 3 === 0 ? [id, repeated] : [id]));
    expect(burst.filter((id) => id === repeated)).toHaveLength(8);
    const answers = await Promise.all(burst.map((id) => transfer(id, id === repeated ? 2 : 1)));
    expect(answers.filter((answer) => answer === 'no answer')).toEqual([]);

    const stored = await storedIds([...distinct, repeated]);
    for (const id of [...distinct, repeated]) expect(stored.get(id)).toHaveLength(1);
    answers.forEach((answer, index) =>
      expect(answer).toMatchObject({ errcode: 0, data: { id: stored.get(burst[index]!)![0] } }),
    );
    expect(await onHand()).toBe(before - 26);
    expect(await awaiting()).toBe(awaitingBefore + 26);
    expect(await ledgerViolations(t.server.db)).toEqual([]);
  });
});
