import { describe, expect, it } from 'vitest';
import { API } from '../../../src/contract/api-paths';
import type { Page } from '../../../src/contract/envelope';
import type { StatementDetail, StatementDocumentRow, StatementRow } from '../../../src/contract/statements';
import { movesSuite } from '../../testing/moves-suite';
import { TEST_DIALECTS } from '../../testing/test-server';
import { shanghaiDay } from '../ledger';
import { billLines } from './engine';
import { dayText, periodOf } from './period';
import { totalOf } from './stored-lines';
import { termsOf } from './terms';

const DAY_MS = 86_400_000;
const sumFen = (rows: readonly { amountFen: number }[]) => rows.reduce((sum, row) => sum + row.amountFen, 0);

/**
 * Statement corrections (money model, CORRECTIONS and STATEMENTS): a transfer corrected after the
 * statement of its period was frozen is billed on the next statement as a 调整 line naming that
 * statement, carried once (issue 17: "the bill of that period carries the correction").
 *
 * The scenario: 上海乐橙 sends 50 pallets to 广州白云 45 days before the end of a period P; P is frozen
 * (its statement read) a day after it ends; then 广州白云 corrects the transfer to 45. The 5 pallets are
 * back in 上海乐橙's stock from the day they left (the correction is booked at the transfer's time), so
 * their free days ended 30 days later, inside P: P would now charge more hire than its statement did.
 */
describe.each(TEST_DIALECTS)('statement corrections on %s', (dialect) => {
  const t = movesSuite(dialect);
  const day = () => shanghaiDay(t.server.now());
  const advanceToDay = (target: number) => t.server.advanceTime((target - day()) * DAY_MS);

  /** The statement of the period ending on `periodEnd`, as demo_center reads it (reading freezes it). */
  async function statementOf(periodEnd: number): Promise<StatementDetail> {
    const center = await t.server.login('demo_center');
    const list = await t.server.post<Page<StatementRow>>(
      API.settlementManagement.getSettleStatementList,
      { pageNum: 1, pageSize: 5 },
      center,
    );
    expect(list.body.errcode, list.body.errmsg).toBe(0);
    const row = list.body.data.list.find((statement) => statement.periodEnd === dayText(periodEnd));
    expect(row, `the statement ending ${dayText(periodEnd)}`).toBeDefined();
    const detail = await t.server.post<StatementDetail>(
      API.settlementManagement.getRentSettleStatementDetail,
      { id: row!.id },
      center,
    );
    expect(detail.body.errcode, detail.body.errmsg).toBe(0);
    return detail.body.data;
  }

  async function documentsOf(id: string): Promise<StatementDocumentRow[]> {
    const center = await t.server.login('demo_center');
    const { body } = await t.server.post<Page<StatementDocumentRow>>(
      API.settlementManagement.getOrderSettleStatementDetail,
      { pageNum: 1, pageSize: 100, id },
      center,
    );
    expect(body.errcode, body.errmsg).toBe(0);
    expect(body.data.total).toBeLessThanOrEqual(100);
    return body.data.list;
  }

  it('bills the correction on the next statement as a 调整 line naming the frozen one, once', async () => {
    const { cutOffDay } = await termsOf(t.server.db, t.ids.leCheng);
    const periodEnd = periodOf(day() + 50, cutOffDay).to;
    advanceToDay(periodEnd - 45);
    await t.signInAgain();
    const sent = await t.sendToBaiYun(50);

    advanceToDay(periodEnd + 1);
    await t.signInAgain();
    const frozen = await statementOf(periodEnd);
    const period = periodOf(periodEnd, cutOffDay);
    const charged = sumFen(frozen.lines.filter((line) => line.kind !== 'correction'));

    await t.correctAsBaiYun(sent.id, 45);
    const owed = totalOf(await billLines(t.server.db, { owner: t.ids.leCheng, ...period })) - charged;
    expect(owed, 'the 5 pallets on hire in P from their 31st day').toBeGreaterThan(0);

    const next = periodOf(periodEnd + 1, cutOffDay);
    advanceToDay(next.to + 1);
    const following = await statementOf(next.to);
    const corrections = following.lines.filter((line) => line.corrects?.billId === frozen.id);
    expect(corrections.length).toBeGreaterThan(0);
    for (const line of corrections) {
      expect(line).toMatchObject({
        kind: 'correction',
        quantity: 1,
        rate: line.amountFen,
        rateUnit: 'fenPerCorrection',
        corrects: {
          billNo: frozen.statementNo,
          periodStart: frozen.periodStart,
          periodEnd: frozen.periodEnd,
        },
      });
    }
    expect(sumFen(corrections)).toBe(owed);
    expect(sumFen(following.lines)).toBe(following.totalFen);

    // 按单据: the correction is one row naming the frozen statement, and every row adds up to the total.
    const documents = await documentsOf(following.id);
    expect(documents.filter((row) => row.corrects?.statementId === frozen.id)).toEqual([
      {
        documentType: null,
        documentId: null,
        documentNo: null,
        documentDate: null,
        pallets: 0,
        amountFen: owed,
        corrects: {
          statementId: frozen.id,
          statementNo: frozen.statementNo,
          periodStart: frozen.periodStart,
          periodEnd: frozen.periodEnd,
        },
      },
    ]);
    expect(sumFen(documents)).toBe(following.totalFen);

    // Carried once: the statement after that owes nothing more for P.
    const third = periodOf(next.to + 1, cutOffDay);
    advanceToDay(third.to + 1);
    const after = await statementOf(third.to);
    expect(after.lines.filter((line) => line.corrects?.billId === frozen.id)).toEqual([]);
  });
});
