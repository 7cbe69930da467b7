import { inflateSync } from 'node:zlib';

/** A TrueType/OpenType font as its tables (tag → bytes), to read from WOFF and write back as sfnt. */
export interface SfntFont {
  readonly flavor: number;
  readonly tables: ReadonlyMap<string, Uint8Array>;
}

/**
 * The tables of a WOFF 1.0 font, inflated.
 *
 * Why not hand the WOFF to pdf-lib: fontkit inflates a WOFF table again on every access, and a glyph
 * lookup reads the glyf table, so a one-page bill took about 5 s. The unpacked font is read in place.
 */
export function readWoff(woff: Uint8Array): SfntFont {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const tables = new Map<string, Uint8Array>();
  for (let index = 0; index < view.getUint16(12); index++) {
    const at = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = view.getUint32(at + 4);
    const stored = woff.subarray(offset, offset + view.getUint32(at + 8));
    const length = view.getUint32(at + 12);
    const data = stored.length < length ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.length !== length) throw new Error('WOFF table length does not match its data');
    tables.set(tagName(view.getUint32(at)), data);
  }
  return { flavor: view.getUint32(4), tables };
}

/** The font as one sfnt file (OpenType spec, "Table directory"), tables sorted by tag, 4-byte aligned. */
export function writeSfnt(font: SfntFont): Uint8Array {
  const entries = [...font.tables].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const directoryEnd = SFNT_HEADER + entries.length * SFNT_ENTRY;
  const size = entries.reduce((total, [, data]) => total + padded(data.length), directoryEnd);
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  const searchPower = 2 ** Math.floor(Math.log2(entries.length));
  out.setUint32(0, font.flavor);
  out.setUint16(4, entries.length);
  out.setUint16(6, searchPower * SFNT_ENTRY);
  out.setUint16(8, Math.log2(searchPower));
  out.setUint16(10, (entries.length - searchPower) * SFNT_ENTRY);
  let dataAt = directoryEnd;
  entries.forEach(([tag, data], index) => {
    sfnt.set(data, dataAt);
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    for (let char = 0; char < 4; char++) out.setUint8(entry + char, tag.charCodeAt(char));
    out.setUint32(entry + 4, checksum(sfnt, dataAt, padded(data.length)));
    out.setUint32(entry + 8, dataAt);
    out.setUint32(entry + 12, data.length);
    dataAt += padded(data.length);
  });
  return sfnt;
}

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const tagName = (tag: number) =>
  String.fromCharCode(tag >>> 24, (tag >>> 16) & 0xff, (tag >>> 8) & 0xff, tag & 0xff);

/** sfnt tables start on 4-byte boundaries. */
const padded = (length: number) => (length + 3) & ~3;

function checksum(bytes: Uint8Array, from: number, length: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset + from, length);
  let sum = 0;
  for (let at = 0; at < length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}
