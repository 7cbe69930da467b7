// The platform server as `npm start` and the bench run it: one ES module built by esbuild (packages stay
// in node_modules) and plain node, with no TypeScript loader at run time. tsx keeps the compiler and
// every transpiled module in memory: about 50 MB of the server's resident memory (bench/RESULTS.md).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

/**
 * V8 sizes its old generation for the machine (up to 4 GB here) and lets it grow lazily, so a long
 * export's short-lived strings raised the resident peak by 100 MB over a live heap of about 30 MB. A
 * 256 MB old space makes the collector keep up; the server's live heap stays far below it.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'];

/**
 * Bundles `entry` (a .ts module) into `outfile`, which must sit one folder below the repository root
 * as server/main.ts does: the server finds package.json and dist/ relative to its own module. The file
 * is replaced in one rename, so nodes started at once from one checkout never load a half-written one.
 */
export async function bundleServer(entry, outfile) {
  const { outputFiles } = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    write: false,
  });
  const partial = `${outfile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  mkdirSync(dirname(outfile), { recursive: true });
  writeFileSync(partial, outputFiles[0].contents);
  renameSync(partial, outfile);
}

/**
 * Bundles server/<name>.ts into dist-server/<name>.mjs for each name (`main`: the server; `cluster`: the
 * primary of `npm run start:cluster`, whose workers run main.mjs beside it) and returns their paths.
 */
export function bundleServerEntries(root, names) {
  return Promise.all(
    names.map(async (name) => {
      const outfile = join(root, 'dist-server', `${name}.mjs`);
      await bundleServer(join(root, 'server', `${name}.ts`), outfile);
      return outfile;
    }),
  );
}
