/**
 * The stock action dialogs' forms (调拨出库, 销售出库, 申请回收, and the C1 variants 调拨出库(C1), 流转出库,
 * 归还托盘): which fields each
 * action asks for, their validation, and the request each one sends. Pure, so it is unit tested.
 */
import type {
  ApplyRecyclingRequest,
  C1TransferRequest,
  CreateCirculationRequest,
  CreateSaleOutboundRequest,
  CreateTransferRequest,
  StockRow,
} from '../../contract/stock';
import { isValidPlateNumber } from '../../core/validators/plate-number';
import { actionLabels } from './labels';

export type StockAction =
  'transferOut' | 'saleOut' | 'applyRecycling' | 'c1TransferOut' | 'circulateOut' | 'returnTray';

export interface ActionFormValues {
  /** Key of the chosen balance (see balanceKeyOf). */
  source: string;
  toCompanyId: string;
  toWarehouseId: string;
  quantity: string;
  plateNumber: string;
  pickupDate: string;
  contact: string;
  phone: string;
  remark: string;
}
export type ActionField = keyof ActionFormValues;
export type ActionErrors = Partial<Record<ActionField, string>>;

export const EMPTY_ACTION_FORM: ActionFormValues = {
  source: '',
  toCompanyId: '',
  toWarehouseId: '',
  quantity: '',
  plateNumber: '',
  pickupDate: '',
  contact: '',
  phone: '',
  remark: '',
};

type Shape = 'transfer' | 'shipment' | 'recycling';
const SHAPES: Readonly<Record<StockAction, Shape>> = {
  transferOut: 'transfer',
  c1TransferOut: 'transfer',
  saleOut: 'shipment',
  circulateOut: 'shipment',
  applyRecycling: 'recycling',
  returnTray: 'recycling',
};

/** The fields an action's form shows besides the source balance, in order. */
export const ACTION_FIELDS: Readonly<Record<Shape, readonly ActionField[]>> = {
  transfer: ['toCompanyId', 'quantity', 'remark'],
  shipment: ['toCompanyId', 'toWarehouseId', 'quantity', 'plateNumber', 'remark'],
  recycling: ['quantity', 'pickupDate', 'contact', 'phone', 'remark'],
};

export const fieldsOf = (action: StockAction): readonly ActionField[] => ACTION_FIELDS[SHAPES[action]];

/** Transfers and outbounds move pallets away for good: they are confirmed before they are sent. */
export const needsConfirmation = (action: StockAction): boolean => SHAPES[action] !== 'recycling';

/** C1 actions work on C1 stock (someone else's pallets); the others on own stock. */
export const isC1Action = (action: StockAction): boolean =>
  action === 'c1TransferOut' || action === 'circulateOut' || action === 'returnTray';

/** Shipments go to one of my downstream clients' warehouses; transfers to any platform customer. */
export const sendsToClient = (action: StockAction): boolean => SHAPES[action] === 'shipment';

/** A balance pallets leave from, as any stock list's row gives it. */
export type ActionSource = Pick<
  StockRow,
  'warehouseId' | 'warehouseName' | 'trayTypeCode' | 'trayTypeName' | 'ownerCompanyId' | 'available'
>;

/** One balance is one warehouse × tray type × owner. */
export const balanceKeyOf = (
  row: Pick<StockRow, 'warehouseId' | 'trayTypeCode' | 'ownerCompanyId'>,
): string => `${row.warehouseId}|${row.trayTypeCode}|${row.ownerCompanyId}`;

const POSITIVE_INTEGER = /^[1-9][0-9]*$/;
const MOBILE = /^1[0-9]{10}$/;

export interface ValidationContext {
  /** Pallets available in the chosen balance (on hand less reserved); null while no balance is chosen. */
  available: number | null;
  /** yyyy-MM-dd, Asia/Shanghai */
  today: string;
}

const { errors: messages, dialog: names } = actionLabels;

export function validateActionForm(
  action: StockAction,
  values: ActionFormValues,
  context: ValidationContext,
): ActionErrors {
  const errors: ActionErrors = {};
  if (!values.source) errors.source = messages.choose(names.source);
  const quantity = values.quantity.trim();
  if (!quantity) errors.quantity = messages.required(names.quantity);
  else if (!POSITIVE_INTEGER.test(quantity)) errors.quantity = messages.quantityInteger;
  else if (context.available !== null && Number(quantity) > context.available)
    errors.quantity = messages.quantityOverAvailable(context.available);

  const shape = SHAPES[action];
  if (shape !== 'recycling' && !values.toCompanyId)
    errors.toCompanyId = messages.choose(shape === 'transfer' ? names.toCompany : names.toClient);
  if (shape === 'shipment') {
    if (!values.toWarehouseId) errors.toWarehouseId = messages.choose(names.toWarehouse);
    const plate = values.plateNumber.trim();
    if (plate && !isValidPlateNumber(plate)) errors.plateNumber = messages.plateNumber;
  }
  if (shape === 'recycling') {
    if (!values.pickupDate) errors.pickupDate = messages.choose(names.pickupDate);
    // yyyy-MM-dd strings sort like the dates they name.
    else if (values.pickupDate < context.today) errors.pickupDate = messages.pickupDatePast;
    if (!values.contact.trim()) errors.contact = messages.required(names.contact);
    if (!values.phone.trim()) errors.phone = messages.required(names.phone);
    else if (!MOBILE.test(values.phone.trim())) errors.phone = messages.phone;
  }
  return errors;
}

export type ActionRequest =
  | { action: 'transferOut'; body: CreateTransferRequest }
  | { action: 'c1TransferOut'; body: C1TransferRequest }
  | { action: 'saleOut'; body: CreateSaleOutboundRequest }
  | { action: 'circulateOut'; body: CreateCirculationRequest }
  | { action: 'applyRecycling' | 'returnTray'; body: ApplyRecyclingRequest };

const optional = <K extends string>(key: K, value: string): Partial<Record<K, string>> => {
  const trimmed = value.trim();
  return trimmed ? ({ [key]: trimmed } as Record<K, string>) : {};
};

/** The wire request of a valid form; `requestId` makes a repeat of it (double click, retry) a no-op. */
export function toActionRequest(
  action: StockAction,
  values: ActionFormValues,
  source: Pick<StockRow, 'warehouseId' | 'trayTypeCode' | 'ownerCompanyId'>,
  requestId: string,
): ActionRequest {
  const quantity = Number(values.quantity.trim());
  const remark = optional('remark', values.remark);
  switch (action) {
    case 'transferOut':
    case 'c1TransferOut': {
      const body: CreateTransferRequest = {
        requestId,
        fromWarehouseId: source.warehouseId,
        toCompanyId: values.toCompanyId,
        trayTypeCode: source.trayTypeCode,
        quantity,
        ...remark,
      };
      return action === 'transferOut'
        ? { action, body }
        : { action, body: { ...body, ownerCompanyId: source.ownerCompanyId } };
    }
    case 'saleOut':
    case 'circulateOut': {
      const shipment = {
        requestId,
        fromWarehouseId: source.warehouseId,
        toCompanyId: values.toCompanyId,
        toWarehouseId: values.toWarehouseId,
        ...optional('plateNumber', values.plateNumber),
        ...remark,
      };
      // A circulation is one document of lines; sent from a balance row it has that balance's line.
      return action === 'saleOut'
        ? { action, body: { ...shipment, trayTypeCode: source.trayTypeCode, quantity } }
        : {
            action,
            body: {
              ...shipment,
              lines: [{ ownerCompanyId: source.ownerCompanyId, trayTypeCode: source.trayTypeCode, quantity }],
            },
          };
    }
    case 'applyRecycling':
    case 'returnTray':
      return {
        action,
        body: {
          requestId,
          warehouseId: source.warehouseId,
          trayTypeCode: source.trayTypeCode,
          quantity,
          ...(action === 'returnTray' && { ownerCompanyId: source.ownerCompanyId }),
          pickupDate: values.pickupDate,
          contact: values.contact.trim(),
          phone: values.phone.trim(),
          ...remark,
        },
      };
  }
}
