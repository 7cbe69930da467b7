import { describe, expect, it } from 'vitest';
import { CARRIER_ORDER_STATUSES } from '../../contract/freight';
import { carrierOrdersWidget } from './declaration';

describe('carrierOrdersWidget', () => {
  it('takes every carrier-order status as its status attribute, in the contract’s order', () => {
    expect(carrierOrdersWidget.attributes.status.values).toEqual(CARRIER_ORDER_STATUSES);
  });
});
