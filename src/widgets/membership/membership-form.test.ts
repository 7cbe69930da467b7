import { describe, expect, it } from 'vitest';
import {
  EMPTY_CREDENTIALS,
  fenOfYuan,
  prefillOfIdCard,
  prefillOfLicense,
  toAuthInfo,
  toBasicInfo,
  validateCompanyInfo,
  validateCredentials,
  validateRemit,
  validateSign,
  type CompanyInfoFormState,
} from './membership-form';

const INFO: CompanyInfoFormState = {
  companyName: '杭州西湖冷链物流有限公司',
  creditCode: '91350100m000100y43',
  address: '杭州市西湖区文三路 90 号',
  contactName: '周杰',
  contactMobile: '13912345678',
  bankAccountName: '杭州西湖冷链物流有限公司',
  bankName: '中国工商银行杭州西湖支行',
  bankAccountNo: '6222 0212 3456 7890 123',
};

describe('企业信息 rules', () => {
  it('accepts a complete form (credit code in any case, account number with spaces)', () => {
    expect(validateCompanyInfo(INFO)).toEqual({});
    expect(toBasicInfo(INFO)).toMatchObject({
      creditCode: '91350100M000100Y43',
      bankAccountNo: '6222021234567890123',
    });
  });

  it('names every empty field and every malformed one', () => {
    expect(Object.keys(validateCompanyInfo({ ...INFO, address: ' ', contactName: '' })).sort()).toEqual([
      'address',
      'contactName',
    ]);
    expect(
      validateCompanyInfo({
        ...INFO,
        creditCode: '91350100M000100Y44',
        contactMobile: '1234',
        bankAccountNo: '62-22',
      }),
    ).toEqual({
      creditCode: '统一社会信用代码不正确',
      contactMobile: '请输入 11 位手机号',
      bankAccountNo: '请输入 8-30 位数字',
    });
  });
});

describe('资质 rules', () => {
  const complete = {
    licenseFileId: 'f1',
    idCardFileId: 'f2',
    legalPersonName: '周杰',
    legalPersonIdNumber: '11010519491231002x',
  };

  it('needs both images, the name and an ID number whose check digit holds', () => {
    expect(validateCredentials(complete)).toEqual({});
    expect(toAuthInfo(complete).legalPersonIdNumber).toBe('11010519491231002X');
    expect(validateCredentials(EMPTY_CREDENTIALS)).toEqual({
      licenseFileId: '请上传图片',
      idCardFileId: '请上传图片',
      legalPersonName: '不能为空',
      legalPersonIdNumber: '不能为空',
    });
    expect(validateCredentials({ ...complete, legalPersonIdNumber: '110105194912310021' })).toEqual({
      legalPersonIdNumber: '身份证号码不正确',
    });
  });

  it('prefills only what OCR read', () => {
    expect(prefillOfIdCard({ name: '周杰', idNumber: null, address: '北京' })).toEqual({
      legalPersonName: '周杰',
    });
    expect(
      prefillOfLicense({ companyName: 'X', creditCode: null, legalPerson: null, address: null }),
    ).toEqual({});
  });
});

describe('打款金额', () => {
  it('reads yuan under one as fen', () => {
    expect(fenOfYuan('0.37')).toBe(37);
    expect(fenOfYuan('.5')).toBe(50);
    expect(fenOfYuan(' 0.01 ')).toBe(1);
    expect(['', '0', '0.00', '1.00', '0.999', '37', 'abc'].map(fenOfYuan)).toEqual(Array(7).fill(null));
  });

  it('validates the amount and the SMS code', () => {
    expect(validateRemit({ amount: '' })).toEqual({ amount: '不能为空' });
    expect(validateRemit({ amount: '1.2' })).toEqual({ amount: '请输入 0.01 至 0.99 之间的金额' });
    expect(validateRemit({ amount: '0.37' })).toEqual({});
    expect(validateSign({ code: '12345' })).toEqual({ code: '请输入 6 位验证码' });
    expect(validateSign({ code: '123456' })).toEqual({});
  });
});
