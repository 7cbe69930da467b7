import type { SfntFont } from './sfnt';

/**
 * The same font with every TrueType glyph padded to a multiple of 4 bytes, and its loca table in the
 * long format.
 *
 * Why: the web font files store glyphs at any length (half of Noto Sans SC's are odd), and fontkit's
 * subsetter (what pdf-lib embeds with) copies glyphs as they are, then writes a short loca table, which
 * stores offsets halved: past the first odd glyph every glyph points into the middle of another, and a
 * bill printed with blank or broken characters. Padded glyphs keep every offset even. Fonts with CFF
 * outlines (no glyf table) are returned as they are.
 */
export function withEvenGlyphs(font: SfntFont): SfntFont {
  const head = font.tables.get('head');
  const loca = font.tables.get('loca');
  const glyf = font.tables.get('glyf');
  if (!head || !loca || !glyf) return font;

  const longOffsets = view(head).getInt16(INDEX_TO_LOC_FORMAT) === 1;
  const offsetSize = longOffsets ? 4 : 2;
  const glyphCount = loca.length / offsetSize - 1;
  const offsetAt = (index: number) =>
    longOffsets ? view(loca).getUint32(index * 4) : view(loca).getUint16(index * 2) * 2;

  const newLoca = new Uint8Array((glyphCount + 1) * 4);
  const lengths = Array.from({ length: glyphCount }, (_, index) => offsetAt(index + 1) - offsetAt(index));
  const newGlyf = new Uint8Array(lengths.reduce((total, length) => total + pad4(length), 0));
  let at = 0;
  lengths.forEach((length, index) => {
    view(newLoca).setUint32(index * 4, at);
    newGlyf.set(glyf.subarray(offsetAt(index), offsetAt(index) + length), at);
    at += pad4(length);
  });
  view(newLoca).setUint32(glyphCount * 4, at);

  const newHead = head.slice();
  view(newHead).setInt16(INDEX_TO_LOC_FORMAT, 1);
  const tables = new Map(font.tables);
  tables.set('head', newHead).set('loca', newLoca).set('glyf', newGlyf);
  return { flavor: font.flavor, tables };
}

/** Byte offset of indexToLocFormat in the head table (0: short offsets, 1: long). */
const INDEX_TO_LOC_FORMAT = 50;

const pad4 = (length: number) => (length + 3) & ~3;
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
