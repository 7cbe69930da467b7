/**
 * Self time of a V8 .cpuprofile (node --cpu-prof) by function and by package: where a server's CPU goes.
 *
 *   node --import tsx bench/profile-summary.ts <file.cpuprofile> [--top <n>] [--last <ms of the profile's end>]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  endTime: number;
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<package> (scoped too), node's own modules, the app's bundle, or V8 (GC, idle, program). */
export function packageOf(url: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1] as string;
  if (url.startsWith('node:')) return 'node core';
  if (url === '') return '(v8)';
  return 'app';
}

const fileOf = (url: string) => url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\//, '');

export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

function ranked(totals: Map<string, number>, sum: number, top: number): SelfTime[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => ({ name, ms: us / 1000, share: us / sum }));
}

/**
 * Sampled self time summed per function (name, file, line) and per package, largest first; with
 * `lastMs`, only the samples of the profile's last milliseconds (the load, without the server's start).
 */
export function summarise(profile: CpuProfile, top = 25, lastMs = Infinity) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  const from = profile.endTime - lastMs * 1000;
  let at = profile.startTime;
  let sum = 0;
  profile.samples.forEach((id, index) => {
    const us = profile.timeDeltas[index] ?? 0;
    at += us;
    if (at < from) return;
    const { callFrame } = nodes.get(id) as ProfileNode;
    const fn = `${callFrame.functionName || '(anonymous)'} ${fileOf(callFrame.url)}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    const pkg = packageOf(callFrame.url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
    sum += us;
  });
  return {
    totalMs: sum / 1000,
    functions: ranked(byFunction, sum, top),
    packages: ranked(byPackage, sum, top),
  };
}

export function printSummary(file: string, top?: number, lastMs?: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const { totalMs, functions, packages } = summarise(profile, top, lastMs);
  const table = (title: string, rows: SelfTime[]) => {
    console.log(`\n${title}:\n\n| self ms | % | |\n| ---: | ---: | --- |`);
    for (const row of rows)
      console.log(`| ${row.ms.toFixed(0)} | ${(row.share * 100).toFixed(1)} | ${row.name} |`);
  };
  console.log(`${file}: ${totalMs.toFixed(0)} ms sampled`);
  table('self time by package', packages);
  table('self time by function', functions);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string' }, last: { type: 'string' } },
  });
  if (!positionals[0])
    throw new Error('usage: profile-summary.ts <file.cpuprofile> [--top <n>] [--last <ms>]');
  printSummary(positionals[0], Number(values.top ?? 25), Number(values.last ?? Infinity));
}
