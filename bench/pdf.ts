/**
 * Bill PDF (issue 11, goal ≤ 500 ms a bill): server/pdf's renderPdf on the sample rent statement of
 * server/pdf/sample-bill.ts, in one fresh process. The font is loaded once per process, so the first
 * document is measured apart from later ones: the font load alone, the first one-page bill after it,
 * then repeated one-page and 300-row bills (min, median, p95, max), their size and page count.
 *
 *   node --import tsx bench/pdf.ts [--runs 30]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { renderPdf } from '../server/pdf';
import { mainFace } from '../server/pdf/fonts';
import { sampleBill } from '../server/pdf/sample-bill';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' } } });
const runs = Number(values.runs);

const ms = (from: number) => performance.now() - from;
const rssMb = () => (process.memoryUsage().rss / 1024 / 1024).toFixed(0);

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
  return { min: sorted[0] ?? NaN, median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

async function repeat(rows: number) {
  const times: number[] = [];
  let pdf: Uint8Array = new Uint8Array();
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    pdf = await renderPdf(sampleBill(rows));
    times.push(ms(started));
  }
  const pages = (await PDFDocument.load(pdf)).getPageCount();
  return { rows, pages, kb: pdf.byteLength / 1024, ...summary(times) };
}

const loadBefore = loadavg()[0] ?? NaN;
const rssAtStart = rssMb();
let started = performance.now();
mainFace('regular');
mainFace('bold');
const fontLoad = ms(started);
const rssWithFont = rssMb();
started = performance.now();
const first = await renderPdf(sampleBill(12));
const firstBill = ms(started);
const results = [await repeat(12), await repeat(300)];
const loadAfter = loadavg()[0] ?? NaN;

const f = (value: number) => value.toFixed(0);
console.log(`font load (both weights, once per process): ${f(fontLoad)} ms`);
console.log(`first one-page bill after it: ${f(firstBill)} ms, ${(first.byteLength / 1024).toFixed(1)} KB`);
console.log(
  `${runs} runs each; load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
);
console.log('| bill | pages | size | min ms | median ms | p95 ms | max ms |');
console.log('| ---- | ----: | ---: | -----: | --------: | -----: | -----: |');
for (const r of results)
  console.log(
    `| ${r.rows} rows | ${r.pages} | ${r.kb.toFixed(1)} KB | ${f(r.min)} | ${f(r.median)} | ${f(r.p95)} | ${f(r.max)} |`,
  );
console.log(
  `rss: ${rssAtStart} MB at start (tsx, pdf-lib loaded), ${rssWithFont} MB with the font, ${rssMb()} MB at the end`,
);
