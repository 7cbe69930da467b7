/**
 * Contract documents (issue 13): the draft and the signed contract PDF against the baseline of a one-page
 * bill (renderPdf of server/pdf/sample-bill.ts), and the signed file's pages rendered to PNG by MuPDF (the
 * first render includes loading its WebAssembly). One fresh process; the font is loaded first.
 *
 *   node --import tsx bench/contract-pdf.ts [--runs 20]
 */
import { parseArgs } from 'node:util';
import { renderPdf } from '../server/pdf';
import { mainFace } from '../server/pdf/fonts';
import { sampleBill } from '../server/pdf/sample-bill';
import { draftSpec, renderFile, signedSpec } from '../server/modules/contracts/document';
import { renderPages } from '../server/modules/contracts/page-images';
import type { SignerRow } from '../server/modules/contracts/tables';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);
const now = Date.UTC(2026, 10, 24, 8);
const contract = {
  id: 'bench-contract',
  contract_no: 'HT20261124-000001',
  kind: 'standard' as const,
  protocol_version: '2.1',
  company_name: '上海乐橙食品有限公司',
  credit_code: '91310115MA1H7K2X56',
  c1_client_name: null,
  sign_deadline: now + 30 * 86_400_000,
  created_at: now,
  document_hash: 'a'.repeat(64),
};
const signer = (party: SignerRow['party'], at: number): SignerRow => ({
  contract_id: contract.id,
  party,
  party_name: party === 'customer' ? contract.company_name : '耶罗托盘共享服务平台',
  signer_name: party === 'customer' ? '王芳' : '平台电子签章',
  account: party === 'customer' ? 'demo_center' : 'platform',
  account_id: null,
  signed_at: at,
  ip: '127.0.0.1',
  method: party === 'customer' ? 'smsCode' : 'platformSeal',
});
const signers = [signer('customer', now), signer('platform', now + 1000)];

async function median(work: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? NaN, max: times.at(-1) ?? NaN };
}

mainFace('regular');
mainFace('bold');
await renderPdf(sampleBill(12)); // warm: the first document after the font load
const signed = await renderFile(() => signedSpec(contract, signers));
const started = performance.now();
const pages = await renderPages(signed.bytes);
const firstPages = performance.now() - started;

const rows = [
  ['one-page bill (renderPdf, baseline)', await median(() => renderPdf(sampleBill(12)))],
  ['contract draft (renderPdf + page count)', await median(() => renderFile(() => draftSpec(contract)))],
  [
    'signed contract (renderPdf + page count)',
    await median(() => renderFile(() => signedSpec(contract, signers))),
  ],
  [
    `signed contract's ${pages.length} pages to PNG (MuPDF, 150 dpi)`,
    await median(() => renderPages(signed.bytes)),
  ],
] as const;
const f = (value: number) => value.toFixed(0);
console.log(
  `${runs} runs each; signed file ${(signed.bytes.byteLength / 1024).toFixed(1)} KB, ${signed.pageCount} pages`,
);
console.log(
  `first page-image render (MuPDF loaded on it): ${f(firstPages)} ms; PNG sizes ${pages.map((page) => `${(page.png.byteLength / 1024).toFixed(0)} KB`).join(', ')}`,
);
console.log('| document | median ms | max ms |');
console.log('| -------- | --------: | -----: |');
for (const [name, time] of rows) console.log(`| ${name} | ${f(time.median)} | ${f(time.max)} |`);
