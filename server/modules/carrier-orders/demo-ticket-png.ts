import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small RGB PNG that looks like a paper slip (the demo's ticket photos): a tinted sheet with a header
 * band and ruled lines. Drawn here so the demo needs no image file or image library.
 */
export function demoTicketPng(tint: readonly [number, number, number], width = 120, height = 160): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0: the row as is
    const header = y < 24;
    const ruled = !header && y % 16 === 0 && y < height - 8;
    for (let x = 0; x < width; x += 1) {
      const margin = x < 8 || x >= width - 8;
      const shade = header ? 0.75 : ruled && !margin ? 0.55 : 1;
      for (let c = 0; c < 3; c += 1) row[1 + x * 3 + c] = Math.round(tint[c]! * shade);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
