import { build } from 'esbuild';
import path from 'node:path';
import process from 'node:process';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.js';

const NODE_ENV = JSON.stringify('development');

/**
 * React 19 and several libraries we use (dayjs, react-dom, scheduler) ship CommonJS only, which the dev
 * server's nodeResolve cannot serve to a browser (that would need @rollup/plugin-commonjs, not installed).
 * So each test file is bundled with esbuild into one self-contained ES module, the way Vite pre-bundles
 * dependencies: CommonJS interop, JSX (automatic runtime from tsconfig) and `process.env.NODE_ENV` are
 * handled in one place. (@web/dev-server-esbuild + nodeResolve alone fail on React's CommonJS exports,
 * and that plugin would re-transform the bundle, so neither is used.)
 */
function bundleTestFiles() {
  return {
    name: 'bundle-browser-test-files',
    async serve(context) {
      if (!context.path.endsWith('.browser.test.tsx')) return undefined;
      const result = await build({
        entryPoints: [path.join(process.cwd(), context.path)],
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        sourcemap: 'inline',
        jsx: 'automatic',
        define: { 'process.env.NODE_ENV': NODE_ENV },
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

export default {
  files: ['src/**/*.browser.test.tsx'],
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_FLAGS,
      },
    }),
  ],
  plugins: [bundleTestFiles()],
};
