import { describe, expect, it } from 'vitest';
import {
  EMPTY_ACTION_FORM,
  needsConfirmation,
  toActionRequest,
  validateActionForm,
  type ActionFormValues,
} from './action-form';
import { actionLabels } from './labels';

const { errors } = actionLabels;
const TODAY = '2025-03-01';
const context = { available: 50, today: TODAY };
const source = { warehouseId: 'wh-1', trayTypeCode: '1210', ownerCompanyId: 'co-up' };

const transfer: ActionFormValues = {
  ...EMPTY_ACTION_FORM,
  source: 'wh-1|1210|co-up',
  toCompanyId: 'co-2',
  quantity: '30',
};
const recycling: ActionFormValues = {
  ...EMPTY_ACTION_FORM,
  source: 'wh-1|1210|co-up',
  quantity: '10',
  pickupDate: TODAY,
  contact: '王建国',
  phone: '13812345678',
};
const shipment: ActionFormValues = { ...transfer, toWarehouseId: 'wh-9' };

describe('validateActionForm', () => {
  it('accepts complete forms', () => {
    expect(validateActionForm('transferOut', transfer, context)).toEqual({});
    expect(validateActionForm('saleOut', { ...shipment, plateNumber: '沪A12345' }, context)).toEqual({});
    expect(validateActionForm('applyRecycling', recycling, context)).toEqual({});
  });

  it('wants a positive whole quantity no larger than what is on hand', () => {
    for (const quantity of ['0', '-3', '2.5', '1e2', 'abc', '030'])
      expect(validateActionForm('transferOut', { ...transfer, quantity }, context).quantity).toBe(
        errors.quantityInteger,
      );
    expect(validateActionForm('transferOut', { ...transfer, quantity: '51' }, context).quantity).toBe(
      errors.quantityOverAvailable(50),
    );
    expect(
      validateActionForm('transferOut', { ...transfer, quantity: '50' }, context).quantity,
    ).toBeUndefined();
    expect(validateActionForm('transferOut', { ...transfer, quantity: ' ' }, context).quantity).toBe(
      errors.required(actionLabels.dialog.quantity),
    );
  });

  it('asks for a source, a target company and (for a sale outbound) a receiving warehouse', () => {
    expect(
      validateActionForm('c1TransferOut', { ...transfer, source: '', toCompanyId: '' }, context),
    ).toEqual({
      source: errors.choose(actionLabels.dialog.source),
      toCompanyId: errors.choose(actionLabels.dialog.toCompany),
    });
    expect(
      validateActionForm('saleOut', { ...shipment, toCompanyId: '', toWarehouseId: '' }, context),
    ).toEqual({
      toCompanyId: errors.choose(actionLabels.dialog.toClient),
      toWarehouseId: errors.choose(actionLabels.dialog.toWarehouse),
    });
  });

  it('checks a plate number only when one is given', () => {
    expect(validateActionForm('saleOut', { ...shipment, plateNumber: '沪AI2345' }, context).plateNumber).toBe(
      errors.plateNumber,
    );
    expect(
      validateActionForm('saleOut', { ...shipment, plateNumber: '' }, context).plateNumber,
    ).toBeUndefined();
  });

  it('refuses a pickup date in the past, a missing contact and a phone that is not 11 digits', () => {
    expect(
      validateActionForm(
        'returnTray',
        { ...recycling, pickupDate: '2025-02-28', contact: ' ', phone: '1381234567' },
        context,
      ),
    ).toEqual({
      pickupDate: errors.pickupDatePast,
      contact: errors.required(actionLabels.dialog.contact),
      phone: errors.phone,
    });
    expect(validateActionForm('returnTray', { ...recycling, phone: '23812345678' }, context).phone).toBe(
      errors.phone,
    );
  });

  it('does not judge the quantity against a balance before one is chosen', () => {
    expect(
      validateActionForm('transferOut', { ...transfer, quantity: '9999' }, { ...context, available: null }),
    ).toEqual({});
  });
});

describe('toActionRequest', () => {
  it('sends a transfer with the source balance, trimmed optional fields and the requestId', () => {
    expect(toActionRequest('transferOut', { ...transfer, remark: '  月底调拨 ' }, source, 'r1')).toEqual({
      action: 'transferOut',
      body: {
        requestId: 'r1',
        fromWarehouseId: 'wh-1',
        toCompanyId: 'co-2',
        trayTypeCode: '1210',
        quantity: 30,
        remark: '月底调拨',
      },
    });
  });

  it('names the owner of C1 pallets', () => {
    expect(toActionRequest('c1TransferOut', transfer, source, 'r2').body).toMatchObject({
      ownerCompanyId: 'co-up',
    });
    expect(toActionRequest('returnTray', recycling, source, 'r3').body).toMatchObject({
      ownerCompanyId: 'co-up',
    });
    expect(toActionRequest('applyRecycling', recycling, source, 'r4').body).not.toHaveProperty(
      'ownerCompanyId',
    );
  });

  it('sends a sale outbound with its receiving warehouse and plate number', () => {
    expect(toActionRequest('saleOut', { ...shipment, plateNumber: '沪A12345' }, source, 'r5').body).toEqual({
      requestId: 'r5',
      fromWarehouseId: 'wh-1',
      toCompanyId: 'co-2',
      toWarehouseId: 'wh-9',
      trayTypeCode: '1210',
      quantity: 30,
      plateNumber: '沪A12345',
    });
  });

  it('sends a circulation of C1 stock as one line of the balance, to a client warehouse', () => {
    expect(toActionRequest('circulateOut', { ...shipment, remark: '下游补货' }, source, 'r6').body).toEqual({
      requestId: 'r6',
      fromWarehouseId: 'wh-1',
      toCompanyId: 'co-2',
      toWarehouseId: 'wh-9',
      remark: '下游补货',
      lines: [{ ownerCompanyId: 'co-up', trayTypeCode: '1210', quantity: 30 }],
    });
    expect(validateActionForm('circulateOut', { ...shipment, toWarehouseId: '' }, context)).toEqual({
      toWarehouseId: errors.choose(actionLabels.dialog.toWarehouse),
    });
  });

  it('confirms transfers and outbounds, not recycling applications', () => {
    expect(needsConfirmation('transferOut')).toBe(true);
    expect(needsConfirmation('saleOut')).toBe(true);
    expect(needsConfirmation('circulateOut')).toBe(true);
    expect(needsConfirmation('c1TransferOut')).toBe(true);
    expect(needsConfirmation('applyRecycling')).toBe(false);
    expect(needsConfirmation('returnTray')).toBe(false);
  });
});
