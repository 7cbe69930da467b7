import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECTS, startTestServer, type TestServer } from '../../testing/test-server';
import { IMPORT_HEADERS as H } from './labels';
import { dropStalePreviews, PREVIEW_KEEP_MS } from './retention';
import { claimBatch, runBatch, type RunOptions } from './run';
import { importsDb } from './tables';
import { csvFile, importClient } from './testing/import-client';

const OPTIONS: RunOptions = { leaseMs: 60_000, chunkRows: 10, rowsAtOnce: 3, maxClaims: 2 };

describe.each(TEST_DIALECTS)('bulk import worker on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
    token = await server.login('demo_pallet');
  });
  afterAll(() => server.close());

  /** A previewed batch of n transfers, confirmed as another node would (no worker of this node kicked). */
  async function confirmedElsewhere(n: number, remark: string): Promise<string> {
    const rows = Array.from({ length: n }, (_, i) => [
      '乐橙浦东冷链仓',
      '广州白云物流有限公司',
      '1311',
      1,
      `${remark}-${i}`,
    ]);
    const file = csvFile([[H.fromWarehouse, H.toCompany, H.trayType, H.quantity, H.remark], ...rows]);
    const { data } = await importClient(server, token).preview('transfer', `${remark}.csv`, file);
    await importsDb(server.db)
      .updateTable('import_batches')
      .set({ status: 'confirmed', confirmed_at: Date.now() })
      .where('id', '=', data.batch.batchId)
      .execute();
    return data.batch.batchId;
  }

  const transfersWithRemark = async (remark: string) =>
    server.db
      .selectFrom('transfers' as never)
      .select(['id' as never, 'document_no' as never])
      .where('remark' as never, 'like', `${remark}-%` as never)
      .execute();

  it('resumes a batch whose worker died mid-batch, after its lease, without writing any row twice', async () => {
    const deps = server.app.deps;
    const batchId = await confirmedElsewhere(35, 'resume');
    expect(await claimBatch(deps, batchId, 'node-a', OPTIONS)).toBe(true);
    // Node A writes two chunks, then dies: its pass ends, its lease stays.
    let chunks = 0;
    expect(await runBatch(deps, batchId, 'node-a', { ...OPTIONS, stopping: () => chunks++ >= 2 })).toBe(
      false,
    );
    expect(await transfersWithRemark('resume')).toHaveLength(20);
    // …and its second chunk's documents were written but the chunk was never recorded (died between the
    // two): rows 12–21 (the header is row 1) have no outcome, the counters hold the first chunk only.
    await importsDb(server.db)
      .updateTable('import_rows')
      .set({ outcome: null, document_id: null, document_no: null })
      .where('batch_id', '=', batchId)
      .where('row_no', '>', 11)
      .execute();
    await importsDb(server.db)
      .updateTable('import_batches')
      .set({ processed_rows: 10, succeeded_rows: 10 })
      .where('id', '=', batchId)
      .execute();

    expect(await claimBatch(deps, batchId, 'node-b', OPTIONS)).toBe(false);
    server.advanceTime(OPTIONS.leaseMs + 1000);
    expect(await claimBatch(deps, batchId, 'node-b', OPTIONS)).toBe(true);
    expect(await runBatch(deps, batchId, 'node-b', OPTIONS)).toBe(true);

    const transfers = await transfersWithRemark('resume');
    expect(transfers).toHaveLength(35);
    const recorded = await importsDb(server.db)
      .selectFrom('import_rows')
      .select(['document_id', 'outcome'])
      .where('batch_id', '=', batchId)
      .execute();
    expect(new Set(recorded.map((row) => row.document_id)).size).toBe(35);
    expect(recorded.every((row) => row.outcome === 'created')).toBe(true);
    const batch = await importClient(server, token).status(batchId);
    expect(batch.data).toMatchObject({ status: 'done', processed: 35, succeeded: 35 });
  });

  it('fails a batch whose passes keep ending in an error after maxClaims, keeping what it wrote', async () => {
    const deps = server.app.deps;
    const batchId = await confirmedElsewhere(3, 'poison');
    // A row the create cannot take at all (not a business refusal): every pass ends on it.
    await importsDb(server.db)
      .updateTable('import_rows')
      .set({ payload: 'not json' })
      .where('batch_id', '=', batchId)
      .where('row_no', '=', 3)
      .execute();
    // One row at a time, so that no row after it is under way when it fails (inLanes' own test covers those).
    const oneAtATime = { ...OPTIONS, rowsAtOnce: 1 };
    for (let pass = 1; pass <= OPTIONS.maxClaims; pass += 1) {
      expect(await claimBatch(deps, batchId, `node-${pass}`, oneAtATime)).toBe(true);
      await expect(runBatch(deps, batchId, `node-${pass}`, oneAtATime)).rejects.toThrow();
      server.advanceTime(OPTIONS.leaseMs + 1000);
    }
    expect(await claimBatch(deps, batchId, 'node-last', oneAtATime)).toBe(true);
    expect(await runBatch(deps, batchId, 'node-last', oneAtATime)).toBe(true);
    token = await server.login('demo_pallet');
    // The row before it was written once and recorded; the one after it never.
    expect((await importClient(server, token).status(batchId)).data).toMatchObject({
      status: 'failed',
      processed: 1,
      succeeded: 1,
    });
    expect(await transfersWithRemark('poison')).toHaveLength(1);
    expect(await claimBatch(deps, batchId, 'node-after', OPTIONS)).toBe(false);
  });

  it('drops previews nobody confirmed after 7 days, with their rows, and keeps confirmed batches', async () => {
    const client = importClient(server, token);
    const file = (remark: string) =>
      csvFile([
        [H.fromWarehouse, H.toCompany, H.trayType, H.quantity, H.remark],
        ['乐橙浦东冷链仓', '广州白云物流有限公司', '1311', 1, remark],
      ]);
    const dropped = (await client.preview('transfer', 'dropped.csv', file('kept-preview'))).data.batch
      .batchId;
    const confirmed = await confirmedElsewhere(1, 'kept-confirmed');
    expect(await dropStalePreviews(server.app.deps)).toBe(0);
    server.advanceTime(PREVIEW_KEEP_MS + 1000);
    expect(await dropStalePreviews(server.app.deps)).toBeGreaterThanOrEqual(1);
    // A week on, the session has expired too.
    token = await server.login('demo_pallet');
    const later = importClient(server, token);
    expect((await later.status(dropped)).errmsg).toBe('导入批次不存在');
    const rows = await importsDb(server.db)
      .selectFrom('import_rows')
      .select('row_no')
      .where('batch_id', '=', dropped)
      .execute();
    expect(rows).toEqual([]);
    expect((await later.status(confirmed)).errcode).toBe(0);
  });

  it('lets one of two nodes racing for a batch write it', async () => {
    const deps = server.app.deps;
    const batchId = await confirmedElsewhere(12, 'racing');
    const claims = await Promise.all(
      ['node-c', 'node-d', 'node-e'].map(async (owner) =>
        (await claimBatch(deps, batchId, owner, OPTIONS)) ? owner : null,
      ),
    );
    const winners = claims.filter((owner): owner is string => owner !== null);
    expect(winners).toHaveLength(1);
    // A loser writing anyway (a bug, a stale node) records nothing and writes no second document.
    await Promise.all([
      runBatch(deps, batchId, winners[0]!, OPTIONS),
      runBatch(deps, batchId, 'node-z', OPTIONS),
    ]);
    expect(await transfersWithRemark('racing')).toHaveLength(12);
    expect((await importClient(server, token).status(batchId)).data).toMatchObject({
      status: 'done',
      processed: 12,
    });
  });
});
