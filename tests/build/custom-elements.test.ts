/**
 * The embed build ships custom-elements.json (package.json's `customElements`) beside its script, made
 * from the widget declarations: IDEs and integrators read every tag from it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { buildCustomElementsManifest } from '../../src/widgets/custom-elements-manifest';

const root = new URL('../../', import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  customElements: string;
};

test('the embed build writes custom-elements.json from the widget declarations, where package.json says', () => {
  const built = JSON.parse(readFileSync(new URL(packageJson.customElements, root), 'utf8')) as unknown;
  assert.deepEqual(built, buildCustomElementsManifest());
});
