import type { DatasetMeta } from './dataset';
import { BENCH_META_KEY } from './dataset';
import { connectTarget, type BenchTarget } from './target';

/** What generate.ts recorded about the data set (demo company, its biggest balances). */
export async function readDatasetMeta(target: BenchTarget): Promise<DatasetMeta> {
  const { db } = connectTarget(target);
  try {
    const row = await db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', BENCH_META_KEY)
      .executeTakeFirst();
    if (!row) throw new Error('no bench data set here: run bench/generate.ts first');
    return JSON.parse(row.value) as DatasetMeta;
  } finally {
    await db.destroy();
  }
}
