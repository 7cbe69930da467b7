import { describe, expect, it } from 'vitest';
import { validationLabels as text } from './labels';
import {
  circulationFieldErrors,
  normalizeTraceId,
  parseCount,
  validateCirculation,
  validateDisputeForm,
  validateOutbound,
  validateSignForm,
  type CirculationForm,
  type OutboundForm,
} from './validation';

const inbound = { sourceType: 'inbound', quantity: 120 } as const;
const signForm = (receivedQuantity: string, differenceReason = '') => ({
  warehouseId: '',
  receivedQuantity,
  differenceReason,
});

describe('parseCount', () => {
  it('reads whole numbers only', () => {
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('0')).toBe(0);
    for (const bad of ['', '1.5', '-3', '1e3', 'abc']) expect(parseCount(bad)).toBeNull();
  });
});

describe('validateSignForm', () => {
  it('accepts the full quantity without a reason', () => {
    expect(validateSignForm(inbound, signForm('120'))).toEqual({});
  });
  it('refuses more than was shipped', () => {
    expect(validateSignForm(inbound, signForm('121'))).toEqual({
      receivedQuantity: text.notAboveQuantity(120),
    });
  });
  it('needs a reason for a difference, and accepts it with one', () => {
    expect(validateSignForm(inbound, signForm('118', '  '))).toEqual({
      differenceReason: text.differenceReason,
    });
    expect(validateSignForm(inbound, signForm('118', '两片破损'))).toEqual({});
  });
  it('refuses a missing or fractional quantity', () => {
    expect(validateSignForm(inbound, signForm(''))).toEqual({ receivedQuantity: text.nonNegativeInteger });
    expect(validateSignForm(inbound, signForm('3.5'))).toEqual({ receivedQuantity: text.nonNegativeInteger });
  });
  it('asks a transfer for the receiving warehouse only', () => {
    const transfer = { sourceType: 'transfer', quantity: 40 } as const;
    expect(validateSignForm(transfer, signForm(''))).toEqual({ warehouseId: text.choose });
    expect(validateSignForm(transfer, { ...signForm(''), warehouseId: 'w1' })).toEqual({});
  });
});

const outbound: OutboundForm = {
  fromWarehouseId: 'w1',
  toCompanyId: 'c2',
  toWarehouseId: 'w9',
  trayTypeCode: '1210',
  quantity: '30',
  plateNumber: '沪A12345',
  remark: '',
};

describe('validateOutbound', () => {
  it('accepts a complete form within the stock, with a classic or new-energy plate', () => {
    expect(validateOutbound(outbound, 30)).toEqual({});
    expect(validateOutbound({ ...outbound, plateNumber: '京AD12345' }, 30)).toEqual({});
  });
  it('requires the plate: the waybill’s vehicle is tracked by it', () => {
    expect(validateOutbound({ ...outbound, plateNumber: ' ' }, 30)).toEqual({ plateNumber: text.required });
  });
  it('refuses bad plates (SPEC §5)', () => {
    for (const plate of ['沪A1234', '沪AI2345', '沪A123456']) {
      expect(validateOutbound({ ...outbound, plateNumber: plate }, 30)).toEqual({
        plateNumber: text.plateNumber,
      });
    }
  });
  it('refuses more than the available stock, zero, and missing choices', () => {
    expect(validateOutbound(outbound, 29)).toEqual({ quantity: text.notAboveAvailable(29) });
    expect(validateOutbound({ ...outbound, quantity: '0' }, 30)).toEqual({ quantity: text.positiveInteger });
    expect(Object.keys(validateOutbound({ ...outbound, toCompanyId: '', toWarehouseId: '' }, null))).toEqual([
      'toCompanyId',
      'toWarehouseId',
    ]);
  });
});

describe('validateCirculation', () => {
  const form: CirculationForm = {
    fromWarehouseId: 'w1',
    toCompanyId: 'c3',
    toWarehouseId: 'w7',
    plateNumber: '川A12345',
    remark: '',
    lines: [
      { ownerCompanyId: 'up1', trayTypeCode: '1210', quantity: '10' },
      { ownerCompanyId: 'up2', trayTypeCode: '1210', quantity: '5' },
    ],
  };
  const stock: Record<string, number> = { 'up1|1210': 10, 'up2|1210': 4 };
  const availableOf = (owner: string, tray: string) => stock[`${owner}|${tray}`] ?? null;

  it('checks each line against the stock of its owner and tray type', () => {
    const errors = validateCirculation(form, availableOf);
    expect(errors.lineErrors).toEqual([{}, { quantity: text.notAboveAvailable(4) }]);
    expect(circulationFieldErrors(errors)).toEqual({ 'lines.1.quantity': text.notAboveAvailable(4) });
    const fixed = { ...form, lines: [form.lines[0]!, { ...form.lines[1]!, quantity: '4' }] };
    expect(circulationFieldErrors(validateCirculation(fixed, availableOf))).toEqual({});
  });
  it('refuses two lines for the same owner and tray type, and no lines at all', () => {
    const twice = { ...form, lines: [form.lines[0]!, { ...form.lines[0]!, quantity: '1' }] };
    expect(validateCirculation(twice, availableOf).lineErrors[1]).toEqual({
      trayTypeCode: text.duplicateLine,
    });
    expect(validateCirculation({ ...form, lines: [] }, availableOf)).toEqual({
      lines: text.noLines,
      lineErrors: [],
    });
  });
});

describe('normalizeTraceId', () => {
  it('accepts 32 hex in the UUID v4 layout, with dashes or capitals', () => {
    expect(normalizeTraceId('3F2B8C1E9A7D4E6B8C2D1F0A9B8E7D6C')).toBe('3f2b8c1e9a7d4e6b8c2d1f0a9b8e7d6c');
    expect(normalizeTraceId('3f2b8c1e-9a7d-4e6b-8c2d-1f0a9b8e7d6c')).toBe('3f2b8c1e9a7d4e6b8c2d1f0a9b8e7d6c');
  });
  it('refuses other lengths, non-hex and other UUID versions', () => {
    for (const bad of [
      '3f2b8c1e9a7d4e6b8c2d1f0a9b8e7d6',
      '3f2b8c1e9a7d4e6b8c2d1f0a9b8e7d6cz',
      'g'.repeat(32),
    ]) {
      expect(normalizeTraceId(bad)).toBeNull();
    }
    expect(normalizeTraceId('3f2b8c1e9a7d1e6b8c2d1f0a9b8e7d6c')).toBeNull(); // version 1
    expect(normalizeTraceId('3f2b8c1e9a7d4e6b2c2d1f0a9b8e7d6c')).toBeNull(); // wrong variant
  });
});

describe('validateDisputeForm', () => {
  const pending = { mode: 'correct', sent: 50, needsWarehouse: true } as const;
  const form = (correctedQuantity: string, reason: string, warehouseId = 'wh-1') => ({
    warehouseId,
    correctedQuantity,
    reason,
  });
  it('accepts a counted quantity other than the sent one, with a reason and a warehouse', () => {
    expect(validateDisputeForm(pending, form('45', '少 5 个'))).toEqual({});
    expect(validateDisputeForm(pending, form('52', '多 2 个'))).toEqual({});
  });
  it('names every bad field: the warehouse, the quantity (not 0, not the sent one) and the reason', () => {
    expect(validateDisputeForm(pending, form('0', ' ', ''))).toEqual({
      warehouseId: text.choose,
      correctedQuantity: text.positiveInteger,
      reason: text.required,
    });
    expect(validateDisputeForm(pending, form('50', 'x'))).toEqual({ correctedQuantity: text.sameAsSent });
  });
  it('needs no warehouse once signed, and only a reason to reject', () => {
    expect(validateDisputeForm({ ...pending, needsWarehouse: false }, form('45', 'x', ''))).toEqual({});
    expect(validateDisputeForm({ ...pending, mode: 'reject' }, form('', 'x', ''))).toEqual({});
    expect(validateDisputeForm({ ...pending, mode: 'reject' }, form('', ''))).toEqual({
      reason: text.required,
    });
  });
});
