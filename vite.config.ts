import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Two builds from one config:
 * - default: the standalone portal (index.html → src/shell) into dist/portal
 * - `--mode embed`: the embed script that defines every yp-* tag, into dist/embed, as ES modules so each
 *   widget is its own lazily loaded chunk that shares one React runtime chunk.
 * Vitest runs unit and server tests from the same file.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'test' ? 'test' : 'production') },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/static/version.json': 'http://127.0.0.1:8080' } },
  build:
    mode === 'embed'
      ? {
          outDir: 'dist/embed',
          emptyOutDir: true,
          lib: { entry: 'src/widgets/embed.ts', formats: ['es'], fileName: () => 'yelopack-embed.js' },
          rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
        }
      : { outDir: 'dist/portal', emptyOutDir: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    exclude: ['**/*.browser.test.{ts,tsx}', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 60000,
  },
}));
