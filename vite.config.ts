import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** React and styled-components form one shared runtime chunk that every lazily loaded widget reuses. */
const SHARED_RUNTIME = /node_modules\/(react|react-dom|scheduler|styled-components|stylis|@emotion)\//;

/**
 * The embed build ends by writing custom-elements.json beside the script, from the widget declarations.
 * In a child process: the declarations lazily import every widget, which Vite's config loader would
 * otherwise bundle into this config.
 */
const customElementsManifest = (outDir: string): Plugin => ({
  name: 'yp-custom-elements-manifest',
  apply: 'build',
  closeBundle() {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/custom-elements-manifest.ts', outDir], {
      stdio: 'inherit',
    });
  },
});

/**
 * Two builds from one config:
 * - default: the standalone portal (index.html → src/shell) into dist/portal
 * - `--mode embed`: the embed script that defines every yp-* tag, into dist/embed, as ES modules so each
 *   widget is its own lazily loaded chunk. Not Vite's library mode: that leaves code unminified and cannot
 *   split the shared runtime out. `base: './'` keeps chunk URLs relative to wherever a host serves the script.
 * Both write a manifest, which the bundle-size test reads. Vitest runs unit and server tests from this file.
 */
export default defineConfig(({ mode }) => ({
  plugins: mode === 'embed' ? [react(), customElementsManifest('dist/embed')] : [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'test' ? 'test' : 'production') },
  base: mode === 'embed' ? './' : '/',
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/static/version.json': 'http://127.0.0.1:8080' } },
  build:
    mode === 'embed'
      ? {
          outDir: 'dist/embed',
          emptyOutDir: true,
          manifest: true,
          rollupOptions: {
            input: 'src/widgets/embed.ts',
            preserveEntrySignatures: 'exports-only',
            output: {
              entryFileNames: 'yelopack-embed.js',
              chunkFileNames: 'chunks/[name]-[hash].js',
              manualChunks: (id) => (SHARED_RUNTIME.test(id) ? 'runtime' : undefined),
            },
          },
        }
      : { outDir: 'dist/portal', emptyOutDir: true, manifest: true },
  test: {
    exclude: ['**/*.browser.test.{ts,tsx}', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'eslint-rules/**/*.test.js'] },
      },
      // Server test files share one module graph per worker instead of loading Fastify, Kysely and the
      // app afresh for each file (that load was a quarter of the server tests' time, and 57 % of their
      // CPU on a sample). They can: each test builds its own app on its own database, and no server test
      // mocks a module or stubs a global. The unit tests keep isolation (session and toast singletons).
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          isolate: false,
          globalSetup: ['server/testing/postgres-databases.global.ts'],
        },
      },
      // The standing resilience suite (issue 10): faults and hostile clients against a real server on
      // both databases — a cut database, duplicate storms, concurrent guessing, a bad-input sweep over
      // the route table. Bounded to two minutes in all (`npx vitest run --project resilience`).
      {
        extends: true,
        test: {
          name: 'resilience',
          include: ['tests/resilience/**/*.test.ts'],
          globalSetup: ['server/testing/postgres-databases.global.ts'],
        },
      },
    ],
    // Vitest's default (one core less than the machine has) means one worker on a 2-core machine, with
    // the other core left to a main process that mostly waits. Server test files keep their data apart
    // (a temp SQLite file or a PostgreSQL schema each), so one worker per core is safe.
    maxWorkers: availableParallelism(),
  },
}));
