/** The demand order form's state, its rules (those of DEMAND_LIMITS, as the server checks them) and its request. */
import {
  DEMAND_LIMITS,
  VEHICLE_TYPES,
  type DemandOrder,
  type DemandOrderInput,
  type VehicleType,
} from '../../contract/freight';
import { fenOfYuanText, instantOfLocal, localOfInstant, yuanTextOfFen } from './form-values';
import { formLabels } from './labels';

const text = formLabels.errors;
const HOUR_MS = 60 * 60 * 1000;

export interface DemandFormState {
  originAddressId: string;
  destinationAddressId: string;
  cargoName: string;
  /** As typed. */
  pallets: string;
  weightKg: string;
  vehicleType: VehicleType | '';
  /** Beijing time as a datetime-local value. */
  loadFrom: string;
  loadTo: string;
  quoteDeadline: string;
  /** Yuan as typed; '' means no expectation. */
  expectedPrice: string;
  remark: string;
  /** Which button submitted: 发布 (true) or 保存草稿. Publishing checks the times against now. */
  publish: boolean;
}

export type DemandFormErrors = Partial<Record<keyof DemandFormState, string>>;

/** What the rules need beside the values: the clock (publishing checks times against it). */
export interface DemandFormContext {
  now: () => Date;
}

export const EMPTY_DEMAND: DemandFormState = {
  originAddressId: '',
  destinationAddressId: '',
  cargoName: '',
  pallets: '',
  weightKg: '',
  vehicleType: '',
  loadFrom: '',
  loadTo: '',
  quoteDeadline: '',
  expectedPrice: '',
  remark: '',
  publish: false,
};

export function formOfDemand(order: DemandOrder): DemandFormState {
  return {
    originAddressId: order.origin.addressId,
    destinationAddressId: order.destination.addressId,
    cargoName: order.cargoName,
    pallets: String(order.pallets),
    weightKg: String(order.weightKg),
    vehicleType: order.vehicleType,
    loadFrom: localOfInstant(order.loadFrom),
    loadTo: localOfInstant(order.loadTo),
    quoteDeadline: localOfInstant(order.quoteDeadline),
    expectedPrice: order.expectedPriceFen === null ? '' : yuanTextOfFen(order.expectedPriceFen),
    remark: order.remark,
    publish: false,
  };
}

/** A whole number in 1..max, or null. */
function wholeNumber(value: string, max: number): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
}

function checkTimes(values: DemandFormState, now: Date, errors: DemandFormErrors): void {
  const loadFrom = instantOfLocal(values.loadFrom);
  const loadTo = instantOfLocal(values.loadTo);
  const deadline = instantOfLocal(values.quoteDeadline);
  if (!loadFrom) errors.loadFrom = text.time;
  if (!loadTo) errors.loadTo = text.time;
  if (!deadline) errors.quoteDeadline = text.time;
  if (loadFrom && loadTo && Date.parse(loadTo) <= Date.parse(loadFrom)) errors.loadTo = text.loadOrder;
  if (!values.publish) return;
  if (loadFrom && !errors.loadFrom && Date.parse(loadFrom) <= now.getTime())
    errors.loadFrom = text.loadFuture;
  if (deadline) {
    const ahead = Date.parse(deadline) - now.getTime();
    if (ahead < DEMAND_LIMITS.quoteHoursMin * HOUR_MS || ahead > DEMAND_LIMITS.quoteDaysMax * 24 * HOUR_MS) {
      errors.quoteDeadline = text.deadlineRange(DEMAND_LIMITS.quoteHoursMin, DEMAND_LIMITS.quoteDaysMax);
    } else if (loadTo && Date.parse(deadline) >= Date.parse(loadTo)) {
      errors.quoteDeadline = text.deadlineBeforeLoad;
    }
  }
}

export function validateDemand(values: DemandFormState, context: DemandFormContext): DemandFormErrors {
  const errors: DemandFormErrors = {};
  if (!values.originAddressId) errors.originAddressId = text.choose;
  if (!values.destinationAddressId) errors.destinationAddressId = text.choose;
  else if (values.destinationAddressId === values.originAddressId)
    errors.destinationAddressId = text.sameAddress;
  const cargo = values.cargoName.trim();
  if (!cargo) errors.cargoName = text.required;
  else if (cargo.length > DEMAND_LIMITS.cargoNameMax)
    errors.cargoName = text.tooLong(DEMAND_LIMITS.cargoNameMax);
  if (wholeNumber(values.pallets, DEMAND_LIMITS.palletsMax) === null)
    errors.pallets = text.wholeNumber(DEMAND_LIMITS.palletsMax);
  if (wholeNumber(values.weightKg, DEMAND_LIMITS.weightKgMax) === null)
    errors.weightKg = text.wholeNumber(DEMAND_LIMITS.weightKgMax);
  if (!values.vehicleType || !VEHICLE_TYPES.includes(values.vehicleType)) errors.vehicleType = text.choose;
  if (values.expectedPrice.trim()) {
    const fen = fenOfYuanText(values.expectedPrice);
    if (fen === null || fen < 1 || fen > DEMAND_LIMITS.priceFenMax)
      errors.expectedPrice = text.price(DEMAND_LIMITS.priceFenMax / 100);
  }
  if (values.remark.trim().length > DEMAND_LIMITS.remarkMax)
    errors.remark = text.tooLong(DEMAND_LIMITS.remarkMax);
  checkTimes(values, context.now(), errors);
  return errors;
}

/** The save request of a valid form. */
export function toDemandInput(values: DemandFormState, requestId: string, id?: string): DemandOrderInput {
  const expected = values.expectedPrice.trim() ? fenOfYuanText(values.expectedPrice) : null;
  const remark = values.remark.trim();
  return {
    requestId,
    ...(id && { id }),
    originAddressId: values.originAddressId,
    destinationAddressId: values.destinationAddressId,
    cargoName: values.cargoName.trim(),
    pallets: Number(values.pallets),
    weightKg: Number(values.weightKg),
    vehicleType: values.vehicleType as VehicleType,
    loadFrom: instantOfLocal(values.loadFrom)!,
    loadTo: instantOfLocal(values.loadTo)!,
    ...(expected !== null && { expectedPriceFen: expected }),
    quoteDeadline: instantOfLocal(values.quoteDeadline)!,
    ...(remark && { remark }),
    publish: values.publish,
  };
}

// ——— 重新发布 ———

export interface RepublishFormState {
  /** Beijing time as a datetime-local value. */
  quoteDeadline: string;
}

/** A new quote deadline: 1 hour to 30 days from now, like publishing's. */
export function validateRepublish(values: RepublishFormState, context: DemandFormContext) {
  const deadline = instantOfLocal(values.quoteDeadline);
  if (!deadline) return { quoteDeadline: text.time };
  const ahead = Date.parse(deadline) - context.now().getTime();
  return ahead < DEMAND_LIMITS.quoteHoursMin * HOUR_MS || ahead > DEMAND_LIMITS.quoteDaysMax * 24 * HOUR_MS
    ? { quoteDeadline: text.deadlineRange(DEMAND_LIMITS.quoteHoursMin, DEMAND_LIMITS.quoteDaysMax) }
    : {};
}
