import sharp from 'sharp';
import type { IdCardOcrFields, TradingCertificateOcrFields } from '../../src/contract/ocr';
import { mainFace } from '../pdf/fonts';

/**
 * Certificate-like PNG images with known text, for the OCR tests and bench: each glyph drawn as an SVG
 * path from Noto Sans SC of the npm package (server/pdf's regular face), rasterised by sharp, so the
 * result depends on neither the machine's fonts nor the network: same input, same bytes.
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

/** One line of text: its left edge and baseline, and its size in px. */
type Line = [text: string, left: number, baseline: number, size: number];

/** A line as SVG paths of the font's glyphs, laid out by fontkit: no text rendering, no machine font. */
function drawLine([text, left, baseline, size]: Line): string {
  const { font } = mainFace('regular');
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let x = left;
  return run.glyphs
    .map((glyph, index) => {
      const at = `translate(${x.toFixed(2)} ${baseline}) scale(${scale} ${-scale})`;
      x += (run.positions[index]?.xAdvance ?? 0) * scale;
      return `<path transform="${at}" d="${glyph.path.toSVG()}"/>`;
    })
    .join('');
}

function card(width: number, height: number, lines: Line[]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f1e6"/><g fill="#1a1a1a">${lines.map(drawLine).join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The portrait side of a 居民身份证, the address wrapped over two lines. */
export function sampleIdCardPng(): Promise<Buffer> {
  const { name, idNumber, address } = SAMPLE_ID_CARD;
  return card(860, 420, [
    [`姓名  ${name}`, 40, 68, 28],
    ['性别  男    民族  汉', 40, 123, 28],
    ['出生  1949 年 12 月 31 日', 40, 178, 28],
    [`住址  ${address.slice(0, 13)}`, 40, 233, 28],
    [address.slice(13), 110, 278, 28],
    [`公民身份号码  ${idNumber}`, 40, 360, 30],
  ]);
}

/** A 营业执照 read in one column. */
export function sampleTradingCertificatePng(): Promise<Buffer> {
  const { companyName, creditCode, legalPerson, address } = SAMPLE_TRADING_CERTIFICATE;
  return card(900, 460, [
    ['营 业 执 照', 300, 70, 40],
    [`统一社会信用代码  ${creditCode}`, 40, 136, 26],
    [`名        称  ${companyName}`, 40, 196, 26],
    ['类        型  有限责任公司', 40, 246, 26],
    [`法定代表人  ${legalPerson}`, 40, 296, 26],
    ['注册资本  伍佰万元整', 40, 346, 26],
    [`住        所  ${address}`, 40, 396, 26],
  ]);
}
