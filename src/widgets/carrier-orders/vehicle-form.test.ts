import { describe, expect, it } from 'vitest';
import { toAssignRequest, validateVehicle, type VehicleFormState } from './vehicle-form';

const good: VehicleFormState = {
  plateNumber: ' 粤a 12345 ',
  driverName: ' 王师傅 ',
  driverPhone: '13800138000',
  driverIdCard: '',
};

describe('validateVehicle', () => {
  it('accepts a classic plate typed in lower case with spaces, and a new-energy plate', () => {
    expect(Object.values(validateVehicle(good)).filter(Boolean)).toEqual([]);
    expect(validateVehicle({ ...good, plateNumber: '粤AD12345' }).plateNumber).toBeUndefined();
  });

  it('refuses a bad plate, a missing driver, a bad mobile and a bad ID number', () => {
    expect(
      validateVehicle({
        plateNumber: '粤A1234',
        driverName: ' ',
        driverPhone: '12800138000',
        driverIdCard: '123',
      }),
    ).toEqual({
      plateNumber: '请输入正确的车牌号',
      driverName: '请输入司机姓名',
      driverPhone: '请输入11位手机号',
      driverIdCard: '请输入18位身份证号',
    });
  });

  it('refuses plates with I or O in the serial', () => {
    expect(validateVehicle({ ...good, plateNumber: '粤A1234O' }).plateNumber).toBe('请输入正确的车牌号');
  });
});

describe('toAssignRequest', () => {
  it('sends the plate upper-case without spaces and leaves an empty ID number out', () => {
    expect(toAssignRequest('co-1', good)).toEqual({
      id: 'co-1',
      plateNumber: '粤A12345',
      driverName: '王师傅',
      driverPhone: '13800138000',
    });
  });
});
