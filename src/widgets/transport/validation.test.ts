import { describe, expect, it } from 'vitest';
import { validationLabels as text } from './labels';
import { toStockInRequest, validateStockIn, type StockInForm } from './validation';

const FILLED: StockInForm = {
  clientCompanyId: 'c1',
  clientWarehouseId: 'cw1',
  warehouseId: 'w1',
  trayTypeCode: '1210',
  quantity: '12',
  plateNumber: '',
  remark: '',
};

describe('validateStockIn', () => {
  it('accepts a filled form with or without a plate', () => {
    expect(validateStockIn(FILLED)).toEqual({});
    expect(validateStockIn({ ...FILLED, plateNumber: ' 沪a12345 ' })).toEqual({});
    expect(validateStockIn({ ...FILLED, plateNumber: '京AD12345' })).toEqual({});
  });
  it('names every missing choice and a bad quantity', () => {
    expect(validateStockIn({ ...FILLED, clientCompanyId: '', warehouseId: '', quantity: '0' })).toEqual({
      clientCompanyId: text.choose,
      warehouseId: text.choose,
      quantity: text.positiveInteger,
    });
    expect(validateStockIn({ ...FILLED, quantity: '1.5' })).toEqual({ quantity: text.positiveInteger });
  });
  it('refuses a plate that breaks the SPEC §5 rule', () => {
    for (const plate of ['沪A1234', '沪A1234I', 'AB1234O', '沪A123456'])
      expect(validateStockIn({ ...FILLED, plateNumber: plate })).toEqual({ plateNumber: text.plateNumber });
  });
});

describe('toStockInRequest', () => {
  it('sends the count as a number, the plate upper case, and leaves out what was not typed', () => {
    expect(toStockInRequest({ ...FILLED, plateNumber: ' 川a54321 ', remark: '  ' }, 'req-1')).toEqual({
      requestId: 'req-1',
      clientCompanyId: 'c1',
      clientWarehouseId: 'cw1',
      warehouseId: 'w1',
      trayTypeCode: '1210',
      quantity: 12,
      plateNumber: '川A54321',
    });
  });
});
