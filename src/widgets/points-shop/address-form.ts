/** The receive address form's state, its rules and the request it becomes. Pure, so it is unit tested. */
import type { ReceiveAddress, SaveReceiveAddress } from '../../contract/points-shop';
import { addressLabels } from './labels';

const text = addressLabels.errors;
/** The server's rules (shopreceiveaddress/addOrEdit). */
const MOBILE = /^1[3-9]\d{9}$/;
export const ADDRESS_LIMITS = { receiverName: 20, region: 50, detailAddress: 100 } as const;

export interface AddressFormState {
  receiverName: string;
  mobile: string;
  region: string;
  detailAddress: string;
  isDefault: boolean;
}

export type AddressFormErrors = Partial<Record<keyof AddressFormState, string>>;

export const EMPTY_ADDRESS: AddressFormState = {
  receiverName: '',
  mobile: '',
  region: '',
  detailAddress: '',
  isDefault: false,
};

/** The form of an address read by shopreceiveaddress/detail (the whole mobile). */
export const formOf = (address: ReceiveAddress): AddressFormState => ({
  receiverName: address.receiverName,
  mobile: address.mobile,
  region: address.region,
  detailAddress: address.detailAddress,
  isDefault: address.isDefault,
});

export function validateAddress(values: AddressFormState): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const name of ['receiverName', 'region', 'detailAddress'] as const) {
    const value = values[name].trim();
    if (!value) errors[name] = text.required;
    else if (value.length > ADDRESS_LIMITS[name]) errors[name] = text.tooLong(ADDRESS_LIMITS[name]);
  }
  const mobile = values.mobile.trim();
  if (!mobile) errors.mobile = text.required;
  else if (!MOBILE.test(mobile)) errors.mobile = text.mobile;
  return errors;
}

export const toInput = (values: AddressFormState, id?: string): SaveReceiveAddress => ({
  ...(id && { id }),
  receiverName: values.receiverName.trim(),
  mobile: values.mobile.trim(),
  region: values.region.trim(),
  detailAddress: values.detailAddress.trim(),
  isDefault: values.isDefault,
});
