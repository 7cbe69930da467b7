// Writes custom-elements.json from the widget declarations into the embed build's folder (the embed
// build runs it when it ends; see vite.config.ts). Usage: tsx scripts/custom-elements-manifest.ts <outDir>
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCustomElementsManifest } from '../src/widgets/custom-elements-manifest';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: custom-elements-manifest.ts <outDir>');
writeFileSync(
  path.join(outDir, 'custom-elements.json'),
  `${JSON.stringify(buildCustomElementsManifest(), null, 2)}\n`,
);
