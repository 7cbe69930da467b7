import { describe, expect, it } from 'vitest';
import { emptyForm, toRequest, validateReturn, type ReturnForm } from './return-form';

const today = '2026-11-22';
const door: ReturnForm = {
  ...emptyForm('toDoor', today),
  warehouseId: 'wh',
  trayTypeCode: '1210',
  quantity: '12',
  contact: '王建国',
  phone: '13812345678',
};

describe('the 去归还 form', () => {
  it('accepts a complete door pickup and builds its request', () => {
    expect(validateReturn(door, 20, today)).toEqual({});
    expect(toRequest({ ...door, remark: ' 请电话联系 ' }, 'r1')).toEqual({
      channel: 'toDoor',
      request: {
        requestId: 'r1',
        warehouseId: 'wh',
        trayTypeCode: '1210',
        quantity: 12,
        remark: '请电话联系',
        pickupDate: today,
        contact: '王建国',
        phone: '13812345678',
      },
    });
  });

  it('names every missing or wrong field', () => {
    const errors = validateReturn(
      { ...emptyForm('toDoor', today), date: '2026-11-21', phone: '123' },
      null,
      today,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'contact',
      'date',
      'phone',
      'quantity',
      'trayTypeCode',
      'warehouseId',
    ]);
  });

  it('refuses more than the available quantity', () => {
    expect(validateReturn(door, 11, today).quantity).toBe('不能超过可归还数量 11');
  });

  it('checks a self return’s depot and plate number (SPEC §5) and upper-cases the plate', () => {
    const self: ReturnForm = { ...door, channel: 'self', depotId: '', plateNumber: '沪AI2345' };
    expect(Object.keys(validateReturn(self, 20, today)).sort()).toEqual(['depotId', 'plateNumber']);
    const valid = { ...self, depotId: 'd1', plateNumber: '沪a12345' };
    expect(validateReturn(valid, 20, today)).toEqual({});
    expect(toRequest(valid, 'r2')).toMatchObject({
      channel: 'self',
      request: { plateNumber: '沪A12345', expectedDate: today },
    });
  });
});
