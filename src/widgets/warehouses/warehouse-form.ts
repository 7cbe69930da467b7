/** The warehouse form's state, its rules and the request it becomes. Pure, so it is unit tested. */
import type { Warehouse, WarehouseInput } from '../../contract/stock';
import { warehouseLabels } from './labels';

const text = warehouseLabels.errors;

export interface WarehouseFormState {
  name: string;
  province: string;
  city: string;
  district: string;
  detailAddress: string;
  contact: string;
  phone: string;
  /** As typed; '' means not given. */
  longitude: string;
  latitude: string;
  isDefault: boolean;
}

export type WarehouseFormErrors = Partial<Record<keyof WarehouseFormState, string>>;

export const EMPTY_WAREHOUSE: WarehouseFormState = {
  name: '',
  province: '',
  city: '',
  district: '',
  detailAddress: '',
  contact: '',
  phone: '',
  longitude: '',
  latitude: '',
  isDefault: false,
};

export function formOf(warehouse: Warehouse): WarehouseFormState {
  return {
    name: warehouse.name,
    province: warehouse.province,
    city: warehouse.city,
    district: warehouse.district,
    detailAddress: warehouse.detailAddress,
    contact: warehouse.contact,
    phone: warehouse.phone,
    longitude: warehouse.longitude === null ? '' : String(warehouse.longitude),
    latitude: warehouse.latitude === null ? '' : String(warehouse.latitude),
    isDefault: warehouse.isDefault,
  };
}

/** A mobile number (11 digits from 13x–19x) or a landline with area code (021-59881234, 02059881234). */
const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;
export const isValidPhone = (value: string): boolean => MOBILE.test(value) || LANDLINE.test(value);

/** A decimal number (no exponent, no hex) within [min, max], or null. */
function coordinate(value: string, min: number, max: number): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

const LIMITS: Partial<Record<keyof WarehouseFormState, number>> = {
  name: 50,
  district: 30,
  detailAddress: 100,
  contact: 20,
};

export function validateWarehouse(form: WarehouseFormState): WarehouseFormErrors {
  const errors: WarehouseFormErrors = {};
  for (const field of ['name', 'district', 'detailAddress', 'contact'] as const) {
    const value = form[field].trim();
    const max = LIMITS[field]!;
    if (!value) errors[field] = text.required;
    else if (value.length > max) errors[field] = text.tooLong(max);
  }
  if (!form.province) errors.province = text.choose;
  if (!form.city) errors.city = text.choose;
  const phone = form.phone.trim();
  if (!phone) errors.phone = text.required;
  else if (!isValidPhone(phone)) errors.phone = text.phone;

  const [longitude, latitude] = [form.longitude.trim(), form.latitude.trim()];
  if (longitude && coordinate(longitude, -180, 180) === null) errors.longitude = text.longitude;
  if (latitude && coordinate(latitude, -90, 90) === null) errors.latitude = text.latitude;
  if (!errors.longitude && !errors.latitude && Boolean(longitude) !== Boolean(latitude)) {
    errors[longitude ? 'latitude' : 'longitude'] = text.bothCoordinates;
  }
  return errors;
}

/** The add/update request of a valid form (coordinates null when not given). */
export function toInput(form: WarehouseFormState, id?: string): WarehouseInput {
  const longitude = form.longitude.trim();
  const latitude = form.latitude.trim();
  return {
    ...(id && { id }),
    name: form.name.trim(),
    province: form.province,
    city: form.city,
    district: form.district.trim(),
    detailAddress: form.detailAddress.trim(),
    contact: form.contact.trim(),
    phone: form.phone.trim(),
    longitude: longitude ? Number(longitude) : null,
    latitude: latitude ? Number(latitude) : null,
    isDefault: form.isDefault,
  };
}
