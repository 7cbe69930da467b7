// Writes custom-elements.json from the widget declarations (npm run manifest).
import { writeFileSync } from 'node:fs';
import { buildCustomElementsManifest } from '../src/widgets/custom-elements-manifest';

const file = new URL('../custom-elements.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(buildCustomElementsManifest(), null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
