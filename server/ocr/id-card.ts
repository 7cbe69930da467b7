import type { IdCardOcrFields } from '../../src/contract/ocr';
import { isValidIdNumber } from '../../src/contract/check-codes';
import { checkedNumber, compact, freeText, personName, valueAfter } from './fields';

/** Labels printed on the portrait side of a 居民身份证, in their order. */
const LABELS = ['姓名', '性别', '民族', '出生', '住址', '公民身份号码'];
const ID_NUMBER = /(?<![0-9A-Z])\d{17}[\dX](?![0-9A-Z])/g;

/**
 * The fields of a 居民身份证's portrait side from the lines read, top to bottom. The address runs over
 * the lines after 住址 up to the number's line; the number is the first 18-character run whose GB 11643
 * check digit holds (anywhere: the label is often misread or read apart).
 */
export function parseIdCard(lines: readonly string[]): IdCardOcrFields {
  const compacted = lines.map(compact);
  const name = valueAfter(lines, ['姓名'], LABELS);
  const address = valueAfter(lines, ['住址'], LABELS);
  let fullAddress: string | null = null;
  if (address) {
    const rest = compacted.slice(address.index + 1);
    const end = rest.findIndex(
      (line) => LABELS.some((label) => line.startsWith(label)) || /\d{17}/.test(line),
    );
    fullAddress = freeText([address.value, ...rest.slice(0, end === -1 ? rest.length : end)].join(''), 4);
  }
  return {
    name: name ? personName(name.value) : null,
    idNumber: checkedNumber(compacted.join('\n'), ID_NUMBER, isValidIdNumber),
    address: fullAddress,
  };
}
