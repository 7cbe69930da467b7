/** The 去归还 form's state, its checks and its requests: pure, so unit tested. */
import type { BookDoorPickupRequest, CreateSelfReturnRequest } from '../../contract/returns';
import { isValidPlateNumber } from '../../core';
import { formLabels as text } from './labels';

export interface ReturnForm {
  channel: 'toDoor' | 'self';
  warehouseId: string;
  trayTypeCode: string;
  quantity: string;
  /** pickupDate (toDoor) or expectedDate (self), yyyy-MM-dd */
  date: string;
  contact: string;
  phone: string;
  depotId: string;
  plateNumber: string;
  remark: string;
}
export type ReturnFormErrors = Partial<Record<keyof ReturnForm, string>>;

export const emptyForm = (channel: ReturnForm['channel'], today: string): ReturnForm => ({
  channel,
  warehouseId: '',
  trayTypeCode: '',
  quantity: '',
  date: today,
  contact: '',
  phone: '',
  depotId: '',
  plateNumber: '',
  remark: '',
});

const count = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/** Every field's problem (none: an empty object). `available` is null until the stock is known. */
export function validateReturn(form: ReturnForm, available: number | null, today: string): ReturnFormErrors {
  const errors: ReturnFormErrors = {};
  if (!form.warehouseId) errors.warehouseId = text.chooseOne;
  if (!form.trayTypeCode) errors.trayTypeCode = text.chooseOne;
  const quantity = count(form.quantity);
  if (quantity === null || quantity < 1) errors.quantity = text.quantityInvalid;
  else if (available !== null && quantity > available) errors.quantity = text.quantityTooMany(available);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date) || form.date < today) errors.date = text.dateInvalid;
  if (form.channel === 'toDoor') {
    if (!form.contact.trim()) errors.contact = text.required;
    if (!/^1[3-9]\d{9}$/.test(form.phone.trim())) errors.phone = text.phoneInvalid;
  } else {
    if (!form.depotId) errors.depotId = text.chooseOne;
    if (!isValidPlateNumber(form.plateNumber.trim().toUpperCase())) errors.plateNumber = text.plateInvalid;
  }
  return errors;
}

/** The request of a valid form. */
export function toRequest(
  form: ReturnForm,
  requestId: string,
):
  | { channel: 'toDoor'; request: BookDoorPickupRequest }
  | { channel: 'self'; request: CreateSelfReturnRequest } {
  const base = {
    requestId,
    warehouseId: form.warehouseId,
    trayTypeCode: form.trayTypeCode,
    quantity: count(form.quantity) ?? 0,
    ...(form.remark.trim() && { remark: form.remark.trim() }),
  };
  if (form.channel === 'toDoor')
    return {
      channel: 'toDoor',
      request: { ...base, pickupDate: form.date, contact: form.contact.trim(), phone: form.phone.trim() },
    };
  return {
    channel: 'self',
    request: {
      ...base,
      depotId: form.depotId,
      plateNumber: form.plateNumber.trim().toUpperCase(),
      expectedDate: form.date,
    },
  };
}
