/**
 * Waybills at scale (issue 4): on the bench data set (bench/generate.ts), one batch confirmation of 500
 * arrived waybills through the real server (time, server RSS before and peak after, balances checked),
 * then the waybill list under load (autocannon, 32 connections, as bench/load.ts).
 *
 *   node --import tsx bench/waybills.ts --db sqlite --dir .tmp/bench-sqlite
 *   node --import tsx bench/waybills.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench
 *   options: --duration <s> (default 10), --connections <n> (default 32), --batch <n> (default 500)
 */
import { sql } from 'kysely';
import { newId } from '../server/db/ids';
import { stockDb } from '../server/modules/stock/tables';
import { transportDb } from '../server/modules/transport/tables';
import { arriveWaybill, createWaybill, departWaybill } from '../server/modules/transport/waybill/service';
import { login } from '../tests/e2e/support/api-login';
import { readDatasetMeta } from './dataset-meta';
import { isPage, measure, printResults, WARM_UP_SECONDS, type LoadResult, type Scenario } from './load-run';
import { startServer } from './server-process';
import { connectTarget, parseTarget, type BenchTarget } from './target';
import { checkLedger } from './verify';

const T = '/api/api/transportationManagement';

interface Prepared {
  ids: string[];
  client: { companyId: string; warehouseId: string };
  seconds: number;
}

/**
 * `count` waybills of one pallet from the demo company's fullest own balance to one of its clients, each
 * created, departed and arrived through the services (so the ledger and counters are right).
 */
async function arrivedWaybills(target: BenchTarget, demoCompanyId: string, count: number): Promise<Prepared> {
  const { db } = connectTarget(target);
  try {
    const sdb = stockDb(db);
    const source = await sdb
      .selectFrom('stock_balances')
      .select(['warehouse_id', 'tray_type_code', 'on_hand'])
      .where('holder_company_id', '=', demoCompanyId)
      .where('owner_company_id', '=', demoCompanyId)
      .orderBy('on_hand', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    if (source.on_hand < count) throw new Error(`the demo company holds only ${source.on_hand} pallets`);
    const client = await sdb
      .selectFrom('companies as c')
      .innerJoin('warehouses as w', 'w.company_id', 'c.id')
      .select(['c.id as companyId', 'w.id as warehouseId'])
      .where('c.parent_company_id', '=', demoCompanyId)
      .where('w.deleted', '=', 0)
      .limit(1)
      .executeTakeFirstOrThrow();
    const deps = { db, clock: Date.now };
    const started = performance.now();
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) {
      const waybill = await createWaybill(
        deps,
        { companyId: demoCompanyId },
        {
          requestId: newId(),
          fromWarehouseId: source.warehouse_id,
          toCompanyId: client.companyId,
          toWarehouseId: client.warehouseId,
          trayTypeCode: source.tray_type_code,
          quantity: 1,
          plateNumber: '沪A6D218',
        },
      );
      await departWaybill(deps, { id: waybill.id });
      await arriveWaybill(deps, { id: waybill.id });
      ids.push(waybill.id);
    }
    return { ids, client, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}

async function waybillCounts(target: BenchTarget, demoCompanyId: string) {
  const { db } = connectTarget(target);
  try {
    const rows = await transportDb(db)
      .selectFrom('waybills')
      .select(['status', sql<number>`count(*)`.as('n')])
      .where('from_company_id', '=', demoCompanyId)
      .groupBy('status')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  } finally {
    await db.destroy();
  }
}

async function ledgerCheck(target: BenchTarget) {
  const { db } = connectTarget(target);
  try {
    return await checkLedger(db);
  } finally {
    await db.destroy();
  }
}

function scenarios(): Scenario[] {
  const list = (body: object) => ({ pageNum: 1, pageSize: 20, ...body });
  return [
    { name: 'waybill list p1', path: `${T}/searchList`, body: list({}), expect: isPage(20) },
    {
      name: 'waybill list p1, status arrived',
      path: `${T}/searchList`,
      body: list({ status: 'arrived' }),
      expect: isPage(1),
    },
    {
      name: 'waybill list p1, keyword 沪A (plate / number / client)',
      path: `${T}/searchList`,
      body: list({ keyword: '沪A' }),
      expect: isPage(0),
    },
    { name: 'waybill list p100', path: `${T}/searchList`, body: list({ pageNum: 100 }), expect: isPage(20) },
  ];
}

async function main(): Promise<void> {
  const { target, options } = parseTarget(process.argv.slice(2), {
    duration: { type: 'string' },
    connections: { type: 'string' },
    batch: { type: 'string' },
  });
  const seconds = Number(options.duration ?? 10);
  const connections = Number(options.connections ?? 32);
  const batch = Number(options.batch ?? 500);
  const meta = await readDatasetMeta(target);

  const prepared = await arrivedWaybills(target, meta.demoCompanyId, batch);
  console.log(`${batch} arrived waybills made through the services in ${prepared.seconds.toFixed(1)} s`);
  console.log(
    'demo company waybills by status:',
    JSON.stringify(await waybillCounts(target, meta.demoCompanyId)),
  );

  const server = await startServer(target);
  const results: LoadResult[] = [];
  try {
    const token = await login(server.url, 'demo_pallet');
    const post = (path: string, body: object) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ errcode: number; errmsg: string; data: unknown }>);
    await post(`${T}/searchList`, { pageNum: 1, pageSize: 20 });

    const before = server.memory();
    const started = performance.now();
    const answer = await post(`${T}/batchConfirmArrive`, { ids: prepared.ids });
    const elapsed = performance.now() - started;
    const after = server.memory();
    const again = await post(`${T}/batchConfirmArrive`, { ids: prepared.ids });
    console.log(
      JSON.stringify({
        call: `batchConfirmArrive of ${batch} waybills`,
        ms: Math.round(elapsed),
        errcode: answer.errcode,
        errmsg: answer.errmsg,
        data: answer.data,
        repeated: again.data,
        rssBeforeMb: Math.round(before.rssMb),
        rssAfterMb: Math.round(after.rssMb),
        peakAfterMb: Math.round(after.peakMb),
      }),
    );

    results.push(...(await measure(server.url, token, scenarios(), seconds, connections)));
  } finally {
    await server.stop();
  }
  console.log('ledger check after:', JSON.stringify(await ledgerCheck(target)));
  printResults(
    `${target.dialect}, ${connections} connections, ${seconds} s each (after a ${WARM_UP_SECONDS} s warm-up)`,
    results,
  );
}

await main();
