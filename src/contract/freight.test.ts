import { describe, expect, it } from 'vitest';
import {
  CARRIER_ORDER_ACTIONS,
  CARRIER_ORDER_STATUSES,
  CARRIER_ORDER_TRANSITIONS,
  canMoveDemand,
  carrierOrderActions,
  DEMAND_STATUSES,
  effectiveDemandStatus,
  maskPhone,
  regionOf,
  settlementTotal,
} from './freight';

describe('demand order states', () => {
  it('moves only along the table of the header', () => {
    const allowed = DEMAND_STATUSES.flatMap((from) =>
      DEMAND_STATUSES.filter((to) => canMoveDemand(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'draft→quoting',
      'draft→cancelled',
      'quoting→expired',
      'quoting→chosen',
      'quoting→cancelled',
      'expired→quoting',
      'expired→cancelled',
      'chosen→signed',
      'chosen→cancelled',
      'signed→executing',
      'signed→cancelled',
      'executing→completed',
      'executing→cancelled',
    ]);
  });

  it('reads a quoting order past its deadline as expired, and only a quoting one', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    expect(effectiveDemandStatus({ status: 'quoting', quoteDeadline: '2026-11-24T08:00:00Z' }, now)).toBe(
      'expired',
    );
    expect(effectiveDemandStatus({ status: 'quoting', quoteDeadline: '2026-11-24T08:00:01Z' }, now)).toBe(
      'quoting',
    );
    expect(effectiveDemandStatus({ status: 'chosen', quoteDeadline: '2026-11-01T00:00:00Z' }, now)).toBe(
      'chosen',
    );
  });
});

describe('carrier order states', () => {
  it('lets the carrier drive the vehicle and the shipper audit and sign', () => {
    expect(carrierOrderActions('waitDispatch', 'carrier')).toEqual(['assignVehicle', 'cancel']);
    expect(carrierOrderActions('waitDispatch', 'shipper')).toEqual(['cancel']);
    expect(carrierOrderActions('waitVehicleAudit', 'shipper')).toEqual([
      'approveVehicle',
      'rejectVehicle',
      'cancel',
    ]);
    expect(carrierOrderActions('waitLoad', 'carrier')).toEqual(['assignVehicle', 'reachLoad', 'cancel']);
    expect(carrierOrderActions('arrivedLoad', 'carrier')).toEqual(['load', 'cancel']);
    expect(carrierOrderActions('loaded', 'carrier')).toEqual(['reachUnload']);
    expect(carrierOrderActions('loaded', 'shipper')).toEqual([]);
    expect(carrierOrderActions('arrivedUnload', 'carrier')).toEqual(['unload']);
    expect(carrierOrderActions('unloaded', 'shipper')).toEqual(['sign']);
    expect(carrierOrderActions('unloaded', 'carrier')).toEqual([]);
  });

  it('lets nothing leave a final state and allows no cancel once loaded', () => {
    for (const party of ['shipper', 'carrier'] as const) {
      expect(carrierOrderActions('completed', party)).toEqual([]);
      expect(carrierOrderActions('cancelled', party)).toEqual([]);
    }
    const cancellable = CARRIER_ORDER_STATUSES.filter((status) =>
      CARRIER_ORDER_TRANSITIONS.cancel.from.includes(status),
    );
    expect(cancellable).toEqual(['waitDispatch', 'waitVehicleAudit', 'waitLoad', 'arrivedLoad']);
  });

  it('reaches every status from some action (waitDispatch again after a rejected vehicle)', () => {
    const reached = new Set(CARRIER_ORDER_ACTIONS.map((action) => CARRIER_ORDER_TRANSITIONS[action].to));
    expect(CARRIER_ORDER_STATUSES.filter((status) => !reached.has(status))).toEqual([]);
  });
});

describe('settlement and masking', () => {
  it('adds signed adjustments to the price and never goes below 0', () => {
    expect(
      settlementTotal(120_000, [
        { reason: '等待费', amountFen: 5_000 },
        { reason: '货损', amountFen: -2_000 },
      ]),
    ).toBe(123_000);
    expect(settlementTotal(1_000, [{ reason: '货损', amountFen: -5_000 }])).toBe(0);
  });

  it('names a municipality once in a region', () => {
    expect(regionOf({ province: '上海市', city: '上海市', district: '嘉定区' })).toBe('上海市嘉定区');
    expect(regionOf({ province: '广东省', city: '广州市', district: '白云区' })).toBe('广东省广州市白云区');
  });

  it('masks the middle four digits of a mobile', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
});
