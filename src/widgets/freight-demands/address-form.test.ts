import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, toAddressInput, validateAddress } from './address-form';
import { addressLabels } from './labels';
import { validateQuote, toQuoteInput } from './quote-form';

const text = addressLabels.errors;
const VALID = {
  name: '嘉定一号仓',
  province: '上海市',
  city: '上海市',
  district: '嘉定区',
  detail: '安亭镇墨玉南路 888 号',
  contact: '周敏',
  phone: '13812345678',
};

describe('validateAddress', () => {
  it('accepts a mobile or a landline with its area code', () => {
    expect(validateAddress(VALID)).toEqual({});
    expect(validateAddress({ ...VALID, phone: '020-86123456' })).toEqual({});
  });

  it('names every empty field and a bad phone', () => {
    expect(Object.keys(validateAddress(EMPTY_ADDRESS))).toHaveLength(7);
    expect(validateAddress({ ...VALID, phone: '1381234' })).toEqual({ phone: text.phone });
    expect(validateAddress({ ...VALID, detail: 'x'.repeat(101) })).toEqual({ detail: text.tooLong(100) });
  });

  it('sends trimmed values with the id of an edit', () => {
    expect(toAddressInput({ ...VALID, name: ' 嘉定一号仓 ' }, 'ad-1')).toEqual({ id: 'ad-1', ...VALID });
    expect(toAddressInput(VALID)).not.toHaveProperty('id');
  });
});

describe('validateQuote', () => {
  it('wants a positive price in yuan with at most two decimals', () => {
    expect(validateQuote({ price: '4500', remark: '' })).toEqual({});
    expect(validateQuote({ price: '0', remark: '' })).toHaveProperty('price');
    expect(validateQuote({ price: '45.005', remark: '' })).toHaveProperty('price');
    expect(validateQuote({ price: '1000000.01', remark: '' })).toHaveProperty('price');
  });

  it('sends the price in fen with the request id', () => {
    expect(toQuoteInput({ price: '4500.5', remark: ' 尾板车 ' }, 'h-1', 'r-1')).toEqual({
      requestId: 'r-1',
      demandOrderId: 'h-1',
      priceFen: 450_050,
      remark: '尾板车',
    });
  });
});
