/** The rules of the 生成入库单 form and its request. Pure, so unit tested; the view only shows the messages. */
import type { CreateCustomerStockInRequest } from '../../contract/transport';
import { isValidPlateNumber } from '../../core';
import { validationLabels as text } from './labels';

export interface StockInForm {
  clientCompanyId: string;
  clientWarehouseId: string;
  warehouseId: string;
  trayTypeCode: string;
  quantity: string;
  plateNumber: string;
  remark: string;
}
export const EMPTY_STOCK_IN: StockInForm = {
  clientCompanyId: '',
  clientWarehouseId: '',
  warehouseId: '',
  trayTypeCode: '',
  quantity: '',
  plateNumber: '',
  remark: '',
};

export type StockInErrors = Partial<Record<keyof StockInForm, string>>;

/** A whole number typed into a text box ('' and anything but digits → null). */
export function parseCount(value: string): number | null {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The plate as sent: trimmed, upper case ('' when none was typed). */
export const normalizedPlate = (value: string): string => value.trim().toUpperCase();

/** A message per bad field; none means the form may be sent. The plate is optional but must be real (SPEC §5). */
export function validateStockIn(form: StockInForm): StockInErrors {
  const count = parseCount(form.quantity);
  const plate = normalizedPlate(form.plateNumber);
  const errors: StockInErrors = {
    clientCompanyId: form.clientCompanyId ? undefined : text.choose,
    clientWarehouseId: form.clientWarehouseId ? undefined : text.choose,
    warehouseId: form.warehouseId ? undefined : text.choose,
    trayTypeCode: form.trayTypeCode ? undefined : text.choose,
    quantity: count === null || count === 0 ? text.positiveInteger : undefined,
    plateNumber: plate && !isValidPlateNumber(plate) ? text.plateNumber : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as StockInErrors;
}

/** The request of a valid form; `requestId` makes a retry book the pallets once. */
export function toStockInRequest(form: StockInForm, requestId: string): CreateCustomerStockInRequest {
  const plate = normalizedPlate(form.plateNumber);
  return {
    requestId,
    clientCompanyId: form.clientCompanyId,
    clientWarehouseId: form.clientWarehouseId,
    warehouseId: form.warehouseId,
    trayTypeCode: form.trayTypeCode,
    quantity: parseCount(form.quantity) ?? 0,
    ...(plate && { plateNumber: plate }),
    ...(form.remark.trim() && { remark: form.remark.trim() }),
  };
}
