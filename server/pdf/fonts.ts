import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { withEvenGlyphs } from './even-glyphs';
import { readWoff, writeSfnt } from './sfnt';

/**
 * The typeface of every PDF document: Noto Sans SC (SIL Open Font License), from the npm package
 * @fontsource/noto-sans-sc, so `npm install` brings it and nothing depends on the fonts of the machine or
 * on a download at run time. The package ships WOFF files cut by Unicode ranges for the web:
 * - one "chinese-simplified" file per weight: the 7,000-odd common hanzi, ASCII and CJK punctuation,
 *   enough for nearly every document (regular and bold are used);
 * - about 100 numbered slices that together hold the rest of the font: a rarer character (a name's 浛,
 *   ℃, №) is drawn from its slice, loaded only when a document needs it.
 * Each file is read and unpacked once per process and kept (2.5 MB for each main face).
 */
export type Weight = 'regular' | 'bold';

/** A font file ready to embed, parsed once: the characters it can draw and their widths. */
export interface FontFace {
  readonly name: string;
  readonly bytes: Uint8Array;
  /** Parsed by fontkit and shared by every document: its glyph and layout caches stay warm. */
  readonly font: Font;
  covers(codePoint: number): boolean;
  /** How far a character advances the pen, in em (× font size = points). */
  advance(character: string): number;
}

const PACKAGE = '@fontsource/noto-sans-sc';
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };
const resolve = createRequire(import.meta.url).resolve;

const faces = new Map<string, FontFace>();

function face(file: string): FontFace {
  let loaded = faces.get(file);
  if (!loaded) {
    const bytes = writeSfnt(withEvenGlyphs(readWoff(readFileSync(resolve(`${PACKAGE}/files/${file}`)))));
    const font = fontkit.create(bytes);
    const advances = new Map<string, number>();
    loaded = {
      name: file,
      bytes,
      font,
      covers: (codePoint) => font.hasGlyphForCodePoint(codePoint),
      advance: (character) => {
        let advance = advances.get(character);
        if (advance === undefined) {
          advance = font.layout(character).advanceWidth / font.unitsPerEm;
          advances.set(character, advance);
        }
        return advance;
      },
    };
    faces.set(file, loaded);
  }
  return loaded;
}

/** The face that holds the common characters, in a weight. */
export function mainFace(weight: Weight): FontFace {
  return face(`noto-sans-sc-chinese-simplified-${WEIGHTS[weight]}-normal.woff`);
}

/** The face that draws a character, or null when no part of the font has it (emoji, rare extensions). */
export function faceFor(codePoint: number, weight: Weight): FontFace | null {
  const main = mainFace(weight);
  if (main.covers(codePoint)) return main;
  // slices come in regular only: a rare character in a bold line is drawn regular
  const slice = sliceRanges().find(({ ranges }) =>
    ranges.some(([from, to]) => codePoint >= from && codePoint <= to),
  );
  if (!slice) return null;
  const sliced = face(`noto-sans-sc-${slice.name}-400-normal.woff`);
  return sliced.covers(codePoint) ? sliced : null;
}

let slices: { name: string; ranges: [number, number][] }[] | undefined;

/** The package's unicode.json: slice name ('[60]', 'latin', …) → 'U+6d5b,U+9000-9010,…'. */
function sliceRanges() {
  slices ??= Object.entries(
    JSON.parse(readFileSync(resolve(`${PACKAGE}/unicode.json`), 'utf8')) as Record<string, string>,
  ).map(([key, list]) => ({
    name: key.replace(/^\[(\d+)\]$/, '$1'),
    ranges: list.split(',').map((range): [number, number] => {
      const [from = '', to = from] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    }),
  }));
  return slices;
}
