import { describe, expect, it } from 'vitest';
import { parseTradingCertificate } from './trading-certificate';

describe('parseTradingCertificate', () => {
  it('reads the four fields of a one-column reading', () => {
    expect(
      parseTradingCertificate([
        '营业执照',
        '统一社会信用代码91350100M000100Y43',
        '名 称 福州黄包装材料有限公司',
        '类型有限责任公司',
        '法定代表人李建国',
        '注册资本伍佰万元整',
        '住 所 福建省福州市鼓楼区五四路128号',
      ]),
    ).toEqual({
      companyName: '福州黄包装材料有限公司',
      creditCode: '91350100M000100Y43',
      legalPerson: '李建国',
      address: '福建省福州市鼓楼区五四路128号',
    });
  });

  it('cuts a left-column value at the right-column label read on the same line', () => {
    expect(
      parseTradingCertificate([
        '名称 深圳市黄包物流有限公司 注册资本 壹仟万元整',
        '负责人 欧阳娜娜 成立日期 2015年03月02日',
        '经营范围 包装服务 住所 深圳市南山区科技园1号',
      ]),
    ).toEqual({
      companyName: '深圳市黄包物流有限公司',
      creditCode: null,
      legalPerson: '欧阳娜娜',
      address: '深圳市南山区科技园1号',
    });
  });

  it('gives null for a code failing its check, never the misread value, and turns O read for 0 back', () => {
    expect(parseTradingCertificate(['统一社会信用代码 91350100M000100Y48']).creditCode).toBeNull();
    expect(parseTradingCertificate(['统一社会信用代码 9135010OM000100Y43']).creditCode).toBe(
      '91350100M000100Y43',
    );
    expect(parseTradingCertificate(['统一社会信用代码 91350100M000100Y43A']).creditCode).toBeNull();
  });

  it('gives null for a legal person that is no name, a short name and missing labels', () => {
    expect(parseTradingCertificate(['名称 黄包', '法定代表人 Li 3'])).toEqual({
      companyName: null,
      creditCode: null,
      legalPerson: null,
      address: null,
    });
    expect(parseTradingCertificate([])).toEqual({
      companyName: null,
      creditCode: null,
      legalPerson: null,
      address: null,
    });
  });
});
