import type { TradingCertificateOcrFields } from '../../src/contract/ocr';
import { isValidCreditCode } from '../../src/contract/check-codes';
import { checkedNumber, compact, freeText, personName, valueAfter } from './fields';

/**
 * Labels of the right-hand column of a 营业执照: a line read across both columns holds a left value
 * (名称, 法定代表人) followed by one of these, which ends it.
 */
const RIGHT_COLUMN = [
  '注册资本',
  '出资额',
  '成立日期',
  '注册日期',
  '营业期限',
  '合伙期限',
  '住所',
  '主要经营场所',
  '经营场所',
];
/** 法定代表人 by the kind of enterprise: 负责人 (branch), 经营者 (sole trader), 执行事务合伙人 (partnership). */
const LEGAL_PERSON = ['法定代表人', '执行事务合伙人', '负责人', '经营者'];
const ADDRESS = ['住所', '主要经营场所', '经营场所'];
const CREDIT_CODE = /(?<![0-9A-Z])[0-9A-Z]{18}(?![0-9A-Z])/g;

/**
 * The fields of a 营业执照 from the lines read, top to bottom. The credit code is the first
 * 18-character run whose GB 32100 check character holds; the legal person must read as a name.
 */
export function parseTradingCertificate(lines: readonly string[]): TradingCertificateOcrFields {
  const companyName = valueAfter(lines, ['名称'], RIGHT_COLUMN);
  const legalPerson = valueAfter(lines, LEGAL_PERSON, RIGHT_COLUMN);
  const address = valueAfter(lines, ADDRESS, [], true);
  return {
    companyName: companyName ? freeText(companyName.value, 4) : null,
    creditCode: checkedNumber(lines.map(compact).join('\n'), CREDIT_CODE, isValidCreditCode),
    legalPerson: legalPerson ? personName(legalPerson.value) : null,
    address: address ? freeText(address.value, 4) : null,
  };
}
