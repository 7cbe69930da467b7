/**
 * Bundle-size budgets (gzip), read from the Vite manifests of the production builds. The budgets sit just
 * above what the builds reach today, so growth is a decision someone makes, not an accident.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url).pathname;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(root, outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Every file a browser loads for `entry` before it runs: the chunk, its static imports, transitively. */
function staticClosure(manifest: Manifest, entry: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[entry];
  assert.ok(chunk, `manifest has no entry ${entry}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

function gzipKb(outDir: string, files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(root, outDir, file)), { level: 9 }).length;
  return bytes / 1024;
}

const EMBED_WITH_MESSAGES_BUDGET_KB = 145;
const SHELL_FIRST_LOAD_BUDGET_KB = 178;

test('embed script with <yp-messages> stays within its gzip budget', () => {
  const manifest = readManifest('dist/embed');
  const files = staticClosure(manifest, 'src/widgets/embed.ts');
  staticClosure(manifest, 'src/widgets/messages/index.ts', files);
  const size = gzipKb('dist/embed', files);
  console.log(`embed + yp-messages: ${size.toFixed(1)} KB gzip (${files.size} files)`);
  assert.ok(
    size <= EMBED_WITH_MESSAGES_BUDGET_KB,
    `${size.toFixed(1)} KB > ${EMBED_WITH_MESSAGES_BUDGET_KB} KB`,
  );
});

test("the shell's first load stays within its gzip budget", () => {
  const manifest = readManifest('dist/portal');
  const files = staticClosure(manifest, 'index.html');
  const size = gzipKb('dist/portal', files);
  console.log(`shell first load: ${size.toFixed(1)} KB gzip (${files.size} files)`);
  assert.ok(size <= SHELL_FIRST_LOAD_BUDGET_KB, `${size.toFixed(1)} KB > ${SHELL_FIRST_LOAD_BUDGET_KB} KB`);
});
