import { describe, expect, it } from 'vitest';
import { warehouseLabels } from './labels';
import {
  EMPTY_WAREHOUSE,
  isValidPhone,
  toInput,
  validateWarehouse,
  type WarehouseFormState,
} from './warehouse-form';

const text = warehouseLabels.errors;
const valid: WarehouseFormState = {
  name: '上海嘉定仓',
  province: '上海市',
  city: '上海市',
  district: '嘉定区',
  detailAddress: '安亭镇墨玉南路 888 号',
  contact: '周敏',
  phone: '13812345678',
  longitude: '121.1675',
  latitude: '31.2939',
  isDefault: false,
};

describe('isValidPhone', () => {
  it('accepts mobiles and landlines with area code', () => {
    for (const phone of ['13812345678', '19912345678', '021-59881234', '02059881234', '0755-8888888']) {
      expect(isValidPhone(phone)).toBe(true);
    }
  });
  it('refuses everything else', () => {
    for (const phone of ['1381234567', '12812345678', '138123456789', '59881234', '021-5988', 'abc']) {
      expect(isValidPhone(phone)).toBe(false);
    }
  });
});

describe('validateWarehouse', () => {
  it('accepts a complete form, with or without coordinates', () => {
    expect(validateWarehouse(valid)).toEqual({});
    expect(validateWarehouse({ ...valid, longitude: '', latitude: '' })).toEqual({});
  });
  it('names every missing field', () => {
    expect(validateWarehouse(EMPTY_WAREHOUSE)).toEqual({
      name: text.required,
      district: text.required,
      detailAddress: text.required,
      contact: text.required,
      province: text.choose,
      city: text.choose,
      phone: text.required,
    });
  });
  it('checks the phone, the coordinate ranges, and that both coordinates come together', () => {
    expect(validateWarehouse({ ...valid, phone: '1381234' })).toEqual({ phone: text.phone });
    expect(validateWarehouse({ ...valid, longitude: '181' })).toEqual({ longitude: text.longitude });
    expect(validateWarehouse({ ...valid, latitude: '-90.5' })).toEqual({ latitude: text.latitude });
    expect(validateWarehouse({ ...valid, latitude: '1e1' })).toEqual({ latitude: text.latitude });
    expect(validateWarehouse({ ...valid, latitude: '' })).toEqual({ latitude: text.bothCoordinates });
  });
  it('limits the length of names', () => {
    expect(validateWarehouse({ ...valid, name: '仓'.repeat(51) })).toEqual({ name: text.tooLong(50) });
  });
});

describe('toInput', () => {
  it('trims text and sends numbers, null for missing coordinates, and the id when editing', () => {
    expect(toInput({ ...valid, name: ' 上海嘉定仓 ' }, 'wh-1')).toEqual({
      id: 'wh-1',
      name: '上海嘉定仓',
      province: '上海市',
      city: '上海市',
      district: '嘉定区',
      detailAddress: '安亭镇墨玉南路 888 号',
      contact: '周敏',
      phone: '13812345678',
      longitude: 121.1675,
      latitude: 31.2939,
      isDefault: false,
    });
    expect(toInput({ ...valid, longitude: '', latitude: '' })).toMatchObject({
      longitude: null,
      latitude: null,
    });
    expect(toInput(valid)).not.toHaveProperty('id');
  });
});
