/** The entrust address form's rules and request. Pure, so it is unit tested. */
import type { EntrustAddress, EntrustAddressInput } from '../../contract/freight';
import { addressLabels } from './labels';

const text = addressLabels.errors;

export type AddressFormState = Omit<EntrustAddressInput, 'id'>;
export type AddressFormErrors = Partial<Record<keyof AddressFormState, string>>;

export const EMPTY_ADDRESS: AddressFormState = {
  name: '',
  province: '',
  city: '',
  district: '',
  detail: '',
  contact: '',
  phone: '',
};

export const formOfAddress = ({
  name,
  province,
  city,
  district,
  detail,
  contact,
  phone,
}: EntrustAddress) => ({
  name,
  province,
  city,
  district,
  detail,
  contact,
  phone,
});

const LIMITS: Record<Exclude<keyof AddressFormState, 'phone'>, number> = {
  name: 50,
  province: 20,
  city: 20,
  district: 30,
  detail: 100,
  contact: 20,
};

/** A mobile (13x–19x) or a landline with its area code (020-86123456). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

export function validateAddress(values: AddressFormState): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    const value = values[field].trim();
    if (!value) errors[field] = text.required;
    else if (value.length > max) errors[field] = text.tooLong(max);
  }
  const phone = values.phone.trim();
  if (!phone) errors.phone = text.required;
  else if (!PHONE.test(phone)) errors.phone = text.phone;
  return errors;
}

export function toAddressInput(values: AddressFormState, id?: string): EntrustAddressInput {
  const trimmed = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value.trim()]),
  ) as AddressFormState;
  return { ...(id && { id }), ...trimmed };
}
