/** The rules of the 派车 / 更换车辆 form (the server checks the same: plate rules of SPEC §5). Pure. */
import type { AssignVehicleRequest, VehicleAssignment } from '../../contract/freight';
import { isValidIdNumber } from '../../contract/check-codes';
import { isValidPlateNumber } from '../../contract/plate-number';
import { actionLabels as text } from './labels';

export interface VehicleFormState {
  plateNumber: string;
  driverName: string;
  driverPhone: string;
  driverIdCard: string;
}

export const DRIVER_NAME_MAX = 20;
const MOBILE = /^1[3-9]\d{9}$/;

const EMPTY_VEHICLE: VehicleFormState = {
  plateNumber: '',
  driverName: '',
  driverPhone: '',
  driverIdCard: '',
};

/** The carrier sees its own driver's whole phone, so a change starts from the current assignment. */
export const vehicleFormOf = (vehicle: VehicleAssignment | null): VehicleFormState =>
  vehicle
    ? {
        plateNumber: vehicle.plateNumber,
        driverName: vehicle.driverName,
        driverPhone: vehicle.driverPhone,
        driverIdCard: '',
      }
    : EMPTY_VEHICLE;

/** Plates are typed in any case and with spaces; they are compared and sent upper-case without them. */
const normalisePlate = (plate: string) => plate.replace(/\s+/g, '').toUpperCase();

export function validateVehicle(values: VehicleFormState): Partial<Record<keyof VehicleFormState, string>> {
  const idCard = values.driverIdCard.trim();
  return {
    plateNumber: isValidPlateNumber(normalisePlate(values.plateNumber)) ? undefined : text.plateInvalid,
    driverName: values.driverName.trim() ? undefined : text.driverNameRequired,
    driverPhone: MOBILE.test(values.driverPhone.trim()) ? undefined : text.driverPhoneInvalid,
    driverIdCard: !idCard || isValidIdNumber(idCard.toUpperCase()) ? undefined : text.driverIdCardInvalid,
  };
}

export function toAssignRequest(id: string, values: VehicleFormState): AssignVehicleRequest {
  const idCard = values.driverIdCard.trim().toUpperCase();
  return {
    id,
    plateNumber: normalisePlate(values.plateNumber),
    driverName: values.driverName.trim(),
    driverPhone: values.driverPhone.trim(),
    ...(idCard ? { driverIdCard: idCard } : {}),
  };
}
