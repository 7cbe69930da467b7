import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { withEvenGlyphs } from './even-glyphs';
import { readWoff, writeSfnt } from './sfnt';

const WOFF = createRequire(import.meta.url).resolve(
  '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
);
/** Glyphs of odd and even stored lengths, mixed (金 is odd, 托 even …). */
const TEXT = '托盘租金对账单合计序号仓库嘉定0123456789ABCabc';

/** The font file and the glyph → character map (ToUnicode) that pdf-lib embedded in a one-font PDF. */
async function embeddedFont(pdf: Uint8Array) {
  const loaded = await PDFDocument.load(pdf);
  let fontFile: Uint8Array | undefined;
  const characters = new Map<number, string>();
  for (const [, object] of loaded.context.enumerateIndirectObjects()) {
    const fontStream = object instanceof PDFDict ? object.get(PDFName.of('FontFile2')) : undefined;
    if (fontStream) fontFile = decodePDFRawStream(loaded.context.lookup(fontStream) as PDFRawStream).decode();
    if (!(object instanceof PDFRawStream)) continue;
    const cmap = new TextDecoder().decode(decodePDFRawStream(object).decode());
    if (cmap.includes('beginbfchar'))
      for (const [, glyph = '', unicode = ''] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi))
        characters.set(parseInt(glyph, 16), String.fromCodePoint(parseInt(unicode, 16)));
  }
  if (!fontFile) throw new Error('no embedded font file');
  return { font: fontkit.create(fontFile), characters };
}

async function subsetOutlines(fontBytes: Uint8Array) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(fontBytes, { subset: true });
  doc.addPage().drawText(TEXT, { font, size: 12 });
  const { font: subset, characters } = await embeddedFont(await doc.save());
  return [...characters].map(([glyph, character]) => ({
    character,
    path: subset.getGlyph(glyph).path.toSVG(),
  }));
}

describe('withEvenGlyphs', () => {
  it('every glyph of an embedded subset draws its own character (no glyph shifted into another)', async () => {
    const sfnt = writeSfnt(withEvenGlyphs(readWoff(readFileSync(WOFF))));
    const original = fontkit.create(sfnt);
    const outlines = await subsetOutlines(sfnt);

    expect(outlines.map(({ character }) => character).join('')).toBe(TEXT);
    for (const { character, path } of outlines) {
      expect(path, character).not.toBe('');
      expect(path, character).toBe(original.glyphForCodePoint(character.codePointAt(0) ?? 0).path.toSVG());
    }
  });
});
