import { describe, expect, it } from 'vitest';
import { DEMAND_LIMITS } from '../../contract/freight';
import {
  EMPTY_DEMAND,
  toDemandInput,
  validateDemand,
  validateRepublish,
  type DemandFormState,
} from './demand-form';
import { formLabels } from './labels';

const text = formLabels.errors;
/** 2026-11-24 10:00 in Beijing. */
const clock = { now: () => new Date('2026-11-24T02:00:00Z') };

const VALID: DemandFormState = {
  originAddressId: 'ad-1',
  destinationAddressId: 'ad-2',
  cargoName: '1210 塑料托盘',
  pallets: '120',
  weightKg: '3600',
  vehicleType: 'van9m6',
  loadFrom: '2026-11-27T08:00',
  loadTo: '2026-11-27T14:00',
  quoteDeadline: '2026-11-26T18:00',
  expectedPrice: '4800.5',
  remark: ' 需要尾板 ',
  publish: true,
};

describe('validateDemand', () => {
  it('accepts a complete order', () => {
    expect(validateDemand(VALID, clock)).toEqual({});
  });

  it('names every missing field of an empty form', () => {
    expect(Object.keys(validateDemand(EMPTY_DEMAND, clock)).sort()).toEqual(
      [
        'cargoName',
        'destinationAddressId',
        'loadFrom',
        'loadTo',
        'originAddressId',
        'pallets',
        'quoteDeadline',
        'vehicleType',
        'weightKg',
      ].sort(),
    );
  });

  it('refuses the same address at both ends', () => {
    expect(validateDemand({ ...VALID, destinationAddressId: 'ad-1' }, clock)).toEqual({
      destinationAddressId: text.sameAddress,
    });
  });

  it('holds pallets, weight, cargo, remark and price to DEMAND_LIMITS', () => {
    const errors = validateDemand(
      {
        ...VALID,
        pallets: String(DEMAND_LIMITS.palletsMax + 1),
        weightKg: '12.5',
        cargoName: 'x'.repeat(DEMAND_LIMITS.cargoNameMax + 1),
        remark: 'x'.repeat(DEMAND_LIMITS.remarkMax + 1),
        expectedPrice: String(DEMAND_LIMITS.priceFenMax / 100 + 1),
      },
      clock,
    );
    expect(errors).toEqual({
      pallets: text.wholeNumber(DEMAND_LIMITS.palletsMax),
      weightKg: text.wholeNumber(DEMAND_LIMITS.weightKgMax),
      cargoName: text.tooLong(DEMAND_LIMITS.cargoNameMax),
      remark: text.tooLong(DEMAND_LIMITS.remarkMax),
      expectedPrice: text.price(DEMAND_LIMITS.priceFenMax / 100),
    });
    expect(validateDemand({ ...VALID, pallets: '0' }, clock).pallets).toBe(
      text.wholeNumber(DEMAND_LIMITS.palletsMax),
    );
  });

  it('wants the load window in order', () => {
    expect(validateDemand({ ...VALID, loadTo: '2026-11-27T08:00' }, clock)).toEqual({
      loadTo: text.loadOrder,
    });
  });

  it('on publishing, wants the load in the future and the deadline 1 hour to 30 days ahead, before the load ends', () => {
    expect(
      validateDemand({ ...VALID, loadFrom: '2026-11-24T09:00', loadTo: '2026-11-24T09:30' }, clock).loadFrom,
    ).toBe(text.loadFuture);
    const range = text.deadlineRange(DEMAND_LIMITS.quoteHoursMin, DEMAND_LIMITS.quoteDaysMax);
    expect(validateDemand({ ...VALID, quoteDeadline: '2026-11-24T10:30' }, clock).quoteDeadline).toBe(range);
    expect(
      validateDemand({ ...VALID, quoteDeadline: '2026-12-25T10:00', loadTo: '2026-12-30T10:00' }, clock)
        .quoteDeadline,
    ).toBe(range);
    expect(validateDemand({ ...VALID, quoteDeadline: '2026-11-27T15:00' }, clock).quoteDeadline).toBe(
      text.deadlineBeforeLoad,
    );
  });

  it('lets a draft keep times that publishing would refuse', () => {
    expect(validateDemand({ ...VALID, publish: false, quoteDeadline: '2026-11-24T10:30' }, clock)).toEqual(
      {},
    );
  });
});

describe('toDemandInput', () => {
  it('sends integers, fen, UTC instants and trimmed text, leaving out what is not given', () => {
    expect(toDemandInput(VALID, 'r-1', 'd-1')).toEqual({
      requestId: 'r-1',
      id: 'd-1',
      originAddressId: 'ad-1',
      destinationAddressId: 'ad-2',
      cargoName: '1210 塑料托盘',
      pallets: 120,
      weightKg: 3600,
      vehicleType: 'van9m6',
      loadFrom: '2026-11-27T00:00:00.000Z',
      loadTo: '2026-11-27T06:00:00.000Z',
      expectedPriceFen: 480_050,
      quoteDeadline: '2026-11-26T10:00:00.000Z',
      remark: '需要尾板',
      publish: true,
    });
    const bare = toDemandInput({ ...VALID, expectedPrice: '', remark: '' }, 'r-2');
    expect(bare).not.toHaveProperty('id');
    expect(bare).not.toHaveProperty('expectedPriceFen');
    expect(bare).not.toHaveProperty('remark');
  });
});

describe('validateRepublish', () => {
  it('wants a new deadline 1 hour to 30 days ahead', () => {
    expect(validateRepublish({ quoteDeadline: '2026-11-26T10:00' }, clock)).toEqual({});
    expect(validateRepublish({ quoteDeadline: '' }, clock)).toEqual({ quoteDeadline: text.time });
    expect(validateRepublish({ quoteDeadline: '2026-11-24T10:30' }, clock)).toHaveProperty('quoteDeadline');
  });
});
