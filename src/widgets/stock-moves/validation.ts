/** The form rules of the moves pages. Pure, so they are unit tested; the views only show the messages. */
import { isValidPlateNumber } from '../../core';
import { validationLabels as text } from './labels';

/** A message per bad field; an empty object means the form may be sent. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** A whole number typed into a text box ('' and anything else than digits → null). */
export function parseCount(value: string): number | null {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** A quantity of pallets to move: a whole number from 1 up to `max` (the stock, when known). */
export function quantityError(value: string, max: number | null): string | undefined {
  const count = parseCount(value);
  if (count === null || count === 0) return text.positiveInteger;
  if (max !== null && count > max) return text.notAboveAvailable(max);
  return undefined;
}

/** The plate number is optional; when given it must be a real plate (SPEC §5). */
export function plateError(value: string): string | undefined {
  const plate = value.trim().toUpperCase();
  return plate && !isValidPlateNumber(plate) ? text.plateNumber : undefined;
}

/** A waybill's plate: required (the TMS tracks the vehicle by it) and a real plate. */
export function requiredPlateError(value: string): string | undefined {
  return value.trim() ? plateError(value) : text.required;
}

// ─────────────── signing ───────────────

export interface SignForm {
  /** Transfers: where the pallets go in. */
  warehouseId: string;
  /** Inbound orders: pallets actually received. */
  receivedQuantity: string;
  differenceReason: string;
}

export function validateSignForm(
  document: { sourceType: 'inbound' | 'transfer'; quantity: number },
  form: SignForm,
): FormErrors<keyof SignForm> {
  if (document.sourceType === 'transfer') {
    return form.warehouseId ? {} : { warehouseId: text.choose };
  }
  const received = parseCount(form.receivedQuantity);
  if (received === null) return { receivedQuantity: text.nonNegativeInteger };
  if (received > document.quantity) return { receivedQuantity: text.notAboveQuantity(document.quantity) };
  if (received < document.quantity && !form.differenceReason.trim()) {
    return { differenceReason: text.differenceReason };
  }
  return {};
}

// ─────────────── transfer disputes ───────────────

export interface DisputeForm {
  /** A pending transfer's correction: where the counted pallets go in. */
  warehouseId: string;
  correctedQuantity: string;
  reason: string;
}

/**
 * 更正数量 (a warehouse while pending, a whole number ≥ 1 that is not what was sent, a reason) or 拒收
 * (a reason): what the server checks too (src/contract/transfer-disputes.ts).
 */
export function validateDisputeForm(
  dispute: { mode: 'correct' | 'reject'; sent: number; needsWarehouse: boolean },
  form: DisputeForm,
): FormErrors<keyof DisputeForm> {
  const errors: FormErrors<keyof DisputeForm> = {};
  if (!form.reason.trim()) errors.reason = text.required;
  if (dispute.mode === 'reject') return errors;
  if (dispute.needsWarehouse && !form.warehouseId) errors.warehouseId = text.choose;
  const counted = parseCount(form.correctedQuantity);
  if (counted === null || counted === 0) errors.correctedQuantity = text.positiveInteger;
  else if (counted === dispute.sent) errors.correctedQuantity = text.sameAsSent;
  return errors;
}

// ─────────────── shipments ───────────────

/** The fields every shipment form (sale outbound, circulation) has: ClientFields and PlateRemarkFields. */
export interface ShipmentHead {
  toCompanyId: string;
  toWarehouseId: string;
  plateNumber: string;
  remark: string;
}

export interface OutboundForm extends ShipmentHead {
  fromWarehouseId: string;
  trayTypeCode: string;
  quantity: string;
}

/** `available`: own stock of the chosen warehouse and tray type, null while unknown. */
export function validateOutbound(
  form: OutboundForm,
  available: number | null,
): FormErrors<keyof OutboundForm> {
  const errors: FormErrors<keyof OutboundForm> = {
    fromWarehouseId: form.fromWarehouseId ? undefined : text.choose,
    toCompanyId: form.toCompanyId ? undefined : text.choose,
    toWarehouseId: form.toWarehouseId ? undefined : text.choose,
    trayTypeCode: form.trayTypeCode ? undefined : text.choose,
    quantity: quantityError(form.quantity, available),
    plateNumber: requiredPlateError(form.plateNumber),
  };
  return dropEmpty(errors);
}

// ─────────────── circulation ───────────────

export interface CirculationLine {
  ownerCompanyId: string;
  trayTypeCode: string;
  quantity: string;
}
export interface CirculationForm extends ShipmentHead {
  fromWarehouseId: string;
  lines: CirculationLine[];
}
export type CirculationErrors = FormErrors<Exclude<keyof CirculationForm, 'lines'> | 'lines'> & {
  /** One entry per line, same order. */
  lineErrors: FormErrors<keyof CirculationLine>[];
};

/** `availableOf`: C1 stock of (owner, tray type) at the chosen warehouse, null while unknown. */
export function validateCirculation(
  form: CirculationForm,
  availableOf: (ownerCompanyId: string, trayTypeCode: string) => number | null,
): CirculationErrors {
  const seen = new Set<string>();
  const lineErrors = form.lines.map((line) => {
    const key = `${line.ownerCompanyId}|${line.trayTypeCode}`;
    const duplicate = line.ownerCompanyId && line.trayTypeCode && seen.has(key);
    seen.add(key);
    return dropEmpty({
      ownerCompanyId: line.ownerCompanyId ? undefined : text.choose,
      trayTypeCode: !line.trayTypeCode ? text.choose : duplicate ? text.duplicateLine : undefined,
      quantity: quantityError(line.quantity, availableOf(line.ownerCompanyId, line.trayTypeCode)),
    });
  });
  return {
    ...dropEmpty({
      fromWarehouseId: form.fromWarehouseId ? undefined : text.choose,
      toCompanyId: form.toCompanyId ? undefined : text.choose,
      toWarehouseId: form.toWarehouseId ? undefined : text.choose,
      plateNumber: plateError(form.plateNumber),
      lines: form.lines.length ? undefined : text.noLines,
    }),
    lineErrors,
  };
}

/** The errors under the form's field names ('lines.0.quantity'): the rules of the form's resolver. */
export const circulationFieldErrors = ({ lineErrors, ...fields }: CirculationErrors): FormErrors<string> => ({
  ...fields,
  ...Object.fromEntries(
    lineErrors.flatMap((errors, index) =>
      Object.entries(errors).map(([name, message]) => [`lines.${index}.${name}`, message]),
    ),
  ),
});

// ─────────────── traceability ids ───────────────

/** 32 hex characters in the version-4 UUID layout, without dashes (SPEC §3). */
const TRACE_ID = /^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/;

/** The id as the server stores it (lower case, dashes and spaces dropped), or null when it is not one. */
export function normalizeTraceId(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '').toLowerCase();
  return TRACE_ID.test(compact) ? compact : null;
}

function dropEmpty<K extends string>(errors: Partial<Record<K, string | undefined>>): FormErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FormErrors<K>;
}
