import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layerBoundaries from './eslint-rules/layer-boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'storybook-static', 'data', 'node_modules', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // DESIGN.md §1: core/ui/widgets/shell layers, browser code apart from the server, server modules
    // through their index.ts. Tests, stories and fixtures follow the same rules.
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { local: layerBoundaries },
    rules: { 'local/layer-boundaries': 'error' },
  },
);
