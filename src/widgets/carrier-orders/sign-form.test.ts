import { describe, expect, it } from 'vitest';
import { signedYuanToFen, toAdjustments, validateSign } from './sign-form';

describe('signedYuanToFen', () => {
  it('reads signed amounts of 元 with up to two decimals exactly', () => {
    expect(signedYuanToFen('12.5')).toBe(1250);
    expect(signedYuanToFen('-0.29')).toBe(-29);
    expect(signedYuanToFen('+300')).toBe(30000);
  });

  it('refuses three decimals, letters and the empty text', () => {
    expect(signedYuanToFen('1.234')).toBeNull();
    expect(signedYuanToFen('abc')).toBeNull();
    expect(signedYuanToFen('')).toBeNull();
  });
});

describe('validateSign and toAdjustments', () => {
  it('names the row and field of each mistake', () => {
    expect(
      validateSign({
        adjustments: [
          { reason: '等待费', amount: '100' },
          { reason: ' ', amount: '1.2.3' },
        ],
      }),
    ).toEqual({
      'adjustments.1.reason': '请输入调整原因',
      'adjustments.1.amount': '请输入金额，最多两位小数，扣款为负数',
    });
  });

  it('sends the adjustments trimmed, in fen', () => {
    expect(toAdjustments({ adjustments: [{ reason: ' 货损扣款 ', amount: '-50' }] })).toEqual([
      { reason: '货损扣款', amountFen: -5000 },
    ]);
  });
});
