import { describe, expect, it } from 'vitest';
import { toAllotRequest, validateAllot } from './points-form';

describe('the 分配积分 form', () => {
  it('needs an account and a whole number of points from 1 to the balance', () => {
    expect(validateAllot({ accountId: '', points: '' }, 10)).toEqual({
      accountId: '请选择账号',
      points: '请输入正整数',
    });
    for (const points of ['0', '-1', '1.5', 'abc', '01'])
      expect(validateAllot({ accountId: 'a', points }, 10).points).toBe('请输入正整数');
    expect(validateAllot({ accountId: 'a', points: '11' }, 10).points).toBe('不能超过积分池余额 10');
    expect(validateAllot({ accountId: 'a', points: ' 10 ' }, 10)).toEqual({
      accountId: undefined,
      points: undefined,
    });
  });

  it('sends the points as a number with the dialog’s request id', () => {
    expect(toAllotRequest({ accountId: 'a', points: ' 7 ' }, 'r1')).toEqual({
      accountId: 'a',
      points: 7,
      requestId: 'r1',
    });
  });
});
