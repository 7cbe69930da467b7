import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { IdCardOcrFields, TradingCertificateOcrFields } from '../../src/contract/ocr';
import { mainFace } from '../pdf/fonts';

/**
 * Certificate-like PNG images with known text, for the OCR tests and bench: drawn by sharp (Pango) in
 * Noto Sans SC from the npm package (server/pdf's regular face, unpacked from WOFF to a font file that
 * Pango reads), so the result depends on neither the machine's fonts nor the network. Same input, same
 * bytes.
 */
export const SAMPLE_ID_CARD = {
  name: '张伟明',
  idNumber: '11010519491231002X',
  address: '北京市朝阳区建国路88号院3号楼2单元501室',
} satisfies IdCardOcrFields;

export const SAMPLE_TRADING_CERTIFICATE = {
  companyName: '福州黄包装材料有限公司',
  creditCode: '91350100M000100Y43',
  legalPerson: '李建国',
  address: '福建省福州市鼓楼区五四路128号',
} satisfies TradingCertificateOcrFields;

let fontFile: string | undefined;

function font(): string {
  if (!fontFile) {
    fontFile = path.join(mkdtempSync(path.join(tmpdir(), 'yp-ocr-font-')), 'NotoSansSC-Regular.otf');
    writeFileSync(fontFile, mainFace('regular').bytes);
  }
  return fontFile;
}

/** One line of text at (left, top), `size` px high. */
type Line = [text: string, left: number, top: number, size: number];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function drawText([text, left, top, size]: Line): Promise<sharp.OverlayOptions> {
  const input = await sharp({
    text: {
      text: `<span foreground="#1a1a1a" size="${size * 1024}">${escape(text)}</span>`,
      font: 'Noto Sans SC',
      fontfile: font(),
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer();
  return { input, left, top };
}

async function card(width: number, height: number, lines: Line[]): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#f4f1e6' } })
    .composite(await Promise.all(lines.map(drawText)))
    .png()
    .toBuffer();
}

/** The portrait side of a 居民身份证, the address wrapped over two lines. */
export function sampleIdCardPng(): Promise<Buffer> {
  const { name, idNumber, address } = SAMPLE_ID_CARD;
  return card(860, 420, [
    [`姓名  ${name}`, 40, 40, 28],
    ['性别  男    民族  汉', 40, 95, 28],
    ['出生  1949 年 12 月 31 日', 40, 150, 28],
    [`住址  ${address.slice(0, 13)}`, 40, 205, 28],
    [address.slice(13), 110, 250, 28],
    [`公民身份号码  ${idNumber}`, 40, 330, 30],
  ]);
}

/** A 营业执照 read in one column. */
export function sampleTradingCertificatePng(): Promise<Buffer> {
  const { companyName, creditCode, legalPerson, address } = SAMPLE_TRADING_CERTIFICATE;
  return card(900, 460, [
    ['营 业 执 照', 300, 30, 40],
    [`统一社会信用代码  ${creditCode}`, 40, 110, 26],
    [`名        称  ${companyName}`, 40, 170, 26],
    ['类        型  有限责任公司', 40, 220, 26],
    [`法定代表人  ${legalPerson}`, 40, 270, 26],
    ['注册资本  伍佰万元整', 40, 320, 26],
    [`住        所  ${address}`, 40, 370, 26],
  ]);
}
