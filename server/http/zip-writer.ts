import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { createDeflateRaw } from 'node:zlib';

/**
 * A streaming ZIP writer (the subset an XLSX needs): deflated entries written one after another with
 * data descriptors (sizes and CRC after the data), then the central directory. Memory stays at one
 * deflate window whatever an entry's size; `write` waits while the destination is full.
 * Limits: no ZIP64, so each entry and the whole archive stay under 4 GiB.
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: {
    name: Buffer;
    crc: number;
    compressed: number;
    size: number;
    offset: number;
  }[] = [];
  private readonly gone: Promise<void>;

  constructor(private readonly out: Writable) {
    this.gone = new Promise((resolve) => out.once('close', () => resolve()));
  }

  /** Adds an entry whose content comes in pieces from `content` (strings are written as UTF-8). */
  async addEntry(name: string, content: AsyncIterable<string> | Iterable<string>): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    const entry = { name: nameBytes, crc: 0, compressed: 0, size: 0, offset: this.offset };
    await this.put(localHeader(nameBytes));

    const deflate = createDeflateRaw();
    const compressedDone = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        entry.compressed += chunk.length;
        await this.put(chunk);
      }
    })();
    let crc = ~0;
    for await (const piece of content) {
      const bytes = Buffer.from(piece, 'utf8');
      crc = crc32Update(crc, bytes);
      entry.size += bytes.length;
      if (!deflate.write(bytes)) await Promise.race([once(deflate, 'drain'), this.gone]);
      if (this.out.destroyed) {
        deflate.destroy();
        await compressedDone.catch(() => undefined);
        return;
      }
    }
    deflate.end();
    await compressedDone;
    entry.crc = ~crc >>> 0;
    await this.put(dataDescriptor(entry));
    this.entries.push(entry);
  }

  /** Writes the central directory and ends the destination. */
  async finish(): Promise<void> {
    const directoryOffset = this.offset;
    for (const entry of this.entries) await this.put(centralHeader(entry));
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - directoryOffset, 12);
    end.writeUInt32LE(directoryOffset, 16);
    await this.put(end);
    this.out.end();
  }

  private async put(bytes: Buffer): Promise<void> {
    if (this.out.destroyed) return;
    this.offset += bytes.length;
    if (this.offset > 0xffffffff) throw new Error('zip over 4 GiB (no ZIP64)');
    if (!this.out.write(bytes)) await Promise.race([once(this.out, 'drain'), this.gone]);
  }
}

/** General purpose flags: bit 3 sizes and CRC in a data descriptor, bit 11 UTF-8 names. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
/** 1980-01-01 00:00 in DOS time and date: the entries carry no meaningful time. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DEFLATE, 8);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: { crc: number; compressed: number; size: number }): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.compressed, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralHeader(entry: {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DEFLATE, 10);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** CRC-32 (IEEE) continued over `bytes` (zlib.crc32 arrives only in Node 22). */
function crc32Update(crc: number, bytes: Buffer): number {
  let c = crc;
  for (let i = 0; i < bytes.length; i++)
    c = (CRC_TABLE[(c ^ (bytes[i] as number)) & 0xff] as number) ^ (c >>> 8);
  return c;
}
