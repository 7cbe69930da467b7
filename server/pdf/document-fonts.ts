import type { PDFDocument, PDFFont } from 'pdf-lib';
import { faceFor, mainFace, type FontFace, type Weight } from './fonts';

/** pdf-lib's own fontkit type (not exported by its index): what registerFontkit takes. */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** What is drawn where the font has no glyph: visible, so a reader sees that something is missing. */
export const MISSING_GLYPH = '□';

/** A piece of a line drawn in one font. */
export interface TextRun {
  readonly face: FontFace;
  readonly font: PDFFont;
  readonly text: string;
}

/** Text of one document to draw: which fonts its characters need is known before anything is drawn. */
export interface StyledText {
  readonly text: string;
  readonly weight: Weight;
}

/** The fonts of one PDF document, each embedded subset: the file keeps only the glyphs drawn. */
export interface DocumentFonts {
  runs(text: string, weight: Weight): readonly TextRun[];
  runWidth(run: TextRun, size: number): number;
  width(text: string, weight: Weight, size: number): number;
}

/**
 * Embeds the faces that `texts` need (pdf-lib embeds asynchronously, drawing is synchronous: so every
 * text of the document is scanned first). Text drawn later must be in `texts` or use only the main
 * faces' characters (page numbers).
 */
export async function embedDocumentFonts(
  doc: PDFDocument,
  texts: Iterable<StyledText>,
): Promise<DocumentFonts> {
  const needed = new Set<FontFace>([mainFace('regular'), mainFace('bold')]);
  for (const { text, weight } of texts) for (const piece of faceRuns(text, weight)) needed.add(piece.face);
  // pdf-lib parses the font file of each embedFont with the registered fontkit. Handing it the faces
  // parsed once per process (fonts.ts) instead of a fresh parse keeps fontkit's glyph and layout
  // caches warm: a fresh parse per document made every bill pay the first-use cost again (about 3×).
  const parsed = new Map([...needed].map((face) => [face.bytes, face.font]));
  doc.registerFontkit({
    create: (bytes: Uint8Array) => {
      const font = parsed.get(bytes);
      if (!font) throw new Error('a font that fonts.ts did not load');
      return font;
    },
  } as unknown as Fontkit);
  const embedded = new Map<FontFace, PDFFont>();
  for (const face of needed) embedded.set(face, await doc.embedFont(face.bytes, { subset: true }));

  const runCache = new Map<string, readonly TextRun[]>();
  const runs = (text: string, weight: Weight) => {
    const key = `${weight}\u0000${text}`;
    let cached = runCache.get(key);
    if (!cached) {
      cached = faceRuns(text, weight).map(({ face, text: piece }) => {
        const font = embedded.get(face);
        if (!font) throw new Error(`font ${face.name} was not embedded: text drawn without being scanned`);
        return { face, font, text: piece };
      });
      runCache.set(key, cached);
    }
    return cached;
  };
  const runWidth = (run: TextRun, size: number) => {
    let width = 0;
    for (const character of run.text) width += run.face.advance(character);
    return width * size;
  };
  return {
    runs,
    runWidth,
    width: (text, weight, size) => runs(text, weight).reduce((sum, run) => sum + runWidth(run, size), 0),
  };
}

/** Splits text into pieces by the face that draws them; a character no face has becomes MISSING_GLYPH. */
function faceRuns(text: string, weight: Weight): { face: FontFace; text: string }[] {
  const pieces: { face: FontFace; text: string }[] = [];
  for (const original of text.replace(/[\t\r\n]/g, ' ')) {
    let character = original;
    let face = faceFor(character.codePointAt(0) ?? 0, weight);
    if (!face) {
      character = MISSING_GLYPH;
      face = faceFor(MISSING_GLYPH.codePointAt(0) ?? 0, weight);
      if (!face) throw new Error('the font has no glyph for the missing-glyph mark');
    }
    const last = pieces.at(-1);
    if (last?.face === face) last.text += character;
    else pieces.push({ face, text: character });
  }
  return pieces;
}
