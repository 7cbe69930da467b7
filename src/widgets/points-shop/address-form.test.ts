import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, toInput, validateAddress } from './address-form';

const filled = {
  receiverName: ' 王芳 ',
  mobile: '13816620418',
  region: '上海市 上海市 嘉定区',
  detailAddress: '马陆镇 1 号',
  isDefault: true,
};

describe('receive address form', () => {
  it('requires every field and a mobile of 11 digits starting 13-19', () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      receiverName: '请填写此项',
      mobile: '请填写此项',
      region: '请填写此项',
      detailAddress: '请填写此项',
    });
    expect(validateAddress({ ...filled, mobile: '12816620418' })).toEqual({ mobile: '请输入正确的手机号' });
    expect(validateAddress(filled)).toEqual({});
  });

  it('bounds lengths as the server does', () => {
    expect(
      validateAddress({ ...filled, receiverName: '王'.repeat(21), detailAddress: 'x'.repeat(101) }),
    ).toEqual({
      receiverName: '不能超过 20 个字',
      detailAddress: '不能超过 100 个字',
    });
  });

  it('trims the request and names the address edited', () => {
    expect(toInput(filled, 'a1')).toEqual({ ...filled, id: 'a1', receiverName: '王芳' });
    expect(toInput(filled)).not.toHaveProperty('id');
  });
});
