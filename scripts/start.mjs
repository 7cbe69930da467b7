#!/usr/bin/env node
// `npm start`: build the portal and the embed script when their sources changed, bundle the platform
// server, then run it (it creates, migrates and seeds its database on first start and serves the built files).
// `npm run start:cluster` (--cluster) runs it as a cluster of WORKERS processes instead (server/cluster.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS, bundleServerEntries } from './server-bundle.js';

const root = new URL('..', import.meta.url).pathname;
const builds = [
  { output: 'dist/portal/index.html', args: ['build'] },
  { output: 'dist/embed/yelopack-embed.js', args: ['build', '--mode', 'embed'] },
];
const sourceInputs = ['src', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(full).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stats.mtimeMs,
  );
}

const sourcesChangedAt = Math.max(...sourceInputs.map(newestMtime));
for (const { output, args } of builds) {
  const builtAt = newestMtime(output);
  if (builtAt > sourcesChangedAt) continue;
  console.log(`[start] building ${output} …`);
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), ...args, '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Bundled on every start: it takes under a second and cannot go stale.
const clustered = process.argv.includes('--cluster');
const [serverModule] = await bundleServerEntries(root, clustered ? ['cluster', 'main'] : ['main']);
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverModule], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
