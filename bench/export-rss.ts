/**
 * The 1,000,000-row export (issue 3, item 7): the demo company's ledger detail export of its export
 * balance, as CSV and as XLSX, each from a freshly started server process whose peak RSS (VmHWM of
 * /proc/<pid>/status) and time are measured; the CSV's data rows are counted against the balance.
 *
 *   node --import tsx bench/export-rss.ts --db sqlite --dir .tmp/bench-sqlite
 *   node --import tsx bench/export-rss.ts --db postgres --url postgres://postgres@127.0.0.1:5432/test --schema yp_bench
 *   options: --formats csv,xlsx (default both), --timeout <s> per download (default 900)
 */
import { login } from '../tests/e2e/support/api-login';
import { readDatasetMeta } from './dataset-meta';
import { startServer, type ServerProcess } from './server-process';
import { parseTarget } from './target';

const EXPORT_PATH = '/api/api/customerStock/detailExport';

interface ExportResult {
  format: string;
  seconds: number;
  megabytes: number;
  /** CSV: data rows (lines after the header); XLSX: not counted. */
  rows: number | null;
  complete: boolean;
  peakRssMb: number;
  idleRssMb: number;
}

async function download(
  server: ServerProcess,
  url: string,
  format: string,
  timeoutMs: number,
): Promise<ExportResult> {
  const idleRssMb = server.memory().rssMb;
  const started = performance.now();
  let bytes = 0;
  let newlines = 0;
  let complete = false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`export answered HTTP ${response.status}`);
    if (
      !(response.headers.get('content-type') ?? '').startsWith(
        format === 'csv' ? 'text/csv' : 'application/vnd',
      )
    )
      throw new Error(`export answered ${response.headers.get('content-type')}: ${await response.text()}`);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) newlines += 1;
    }
    complete = true;
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    format,
    seconds: (performance.now() - started) / 1000,
    megabytes: bytes / 1024 / 1024,
    rows: format === 'csv' ? newlines - 1 : null,
    complete,
    peakRssMb: server.memory().peakMb,
    idleRssMb,
  };
}

async function main(): Promise<void> {
  const { target, options } = parseTarget(process.argv.slice(2), {
    formats: { type: 'string' },
    timeout: { type: 'string' },
  });
  const formats = (options.formats ?? 'csv,xlsx').split(',');
  const timeoutMs = Number(options.timeout ?? 900) * 1000;
  const meta = await readDatasetMeta(target);
  const expected = meta.exportBalance.entries;
  const results: ExportResult[] = [];
  for (const format of formats) {
    // A fresh process per format: each peak is that download's alone.
    const server = await startServer(target);
    try {
      const token = await login(server.url, 'demo_pallet');
      const query = new URLSearchParams({
        warehouseId: meta.exportBalance.warehouseId,
        trayTypeCode: meta.exportBalance.trayTypeCode,
        format,
        token,
      });
      const result = await download(server, `${server.url}${EXPORT_PATH}?${query}`, format, timeoutMs);
      results.push(result);
      console.log(JSON.stringify(result));
    } finally {
      await server.stop();
    }
  }
  console.log(`\n${target.dialect}: export of one balance's ledger, ${expected} entries expected\n`);
  console.log('| format | time s | size MB | rows | complete | server RSS idle → peak MB |');
  console.log('| --- | ---: | ---: | ---: | --- | ---: |');
  for (const r of results)
    console.log(
      `| ${r.format} | ${r.seconds.toFixed(1)} | ${r.megabytes.toFixed(1)} | ${r.rows ?? '—'} | ${r.complete ? 'yes' : 'no (timed out)'} | ${r.idleRssMb.toFixed(0)} → ${r.peakRssMb.toFixed(0)} |`,
    );
  const csv = results.find((r) => r.format === 'csv' && r.complete);
  if (csv && csv.rows !== expected) {
    console.error(`CSV rows ${csv.rows} ≠ ${expected} ledger entries of the balance`);
    process.exitCode = 1;
  }
}

await main();
