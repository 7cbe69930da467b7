import type { ImportFieldError } from '../../../../src/contract/imports';
import { bookDoorPickup, BookDoorPickupBody } from '../../returns';
import { IMPORT_HEADERS, IMPORT_LABELS } from '../labels';
import { optional, quantityOf, resolver, type ImportKindDefinition } from './kind';

/** The day after `day` (yyyy-MM-dd). */
const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** 归还（上门取件）: a pickup of own pallets booked at a warehouse; the pallets are reserved until picked up. */
export const doorPickupImport: ImportKindDefinition = {
  kind: 'return',
  columns: [
    { header: 'returnWarehouse', required: true, example: () => '乐橙嘉定中心仓', field: 'warehouseId' },
    { header: 'trayType', required: true, example: () => '1210', field: 'trayTypeCode' },
    { header: 'returnQuantity', required: true, example: () => '5', field: 'quantity' },
    { header: 'pickupDate', required: true, example: nextDay, field: 'pickupDate' },
    { header: 'contact', required: true, example: () => '张三', field: 'contact' },
    { header: 'phone', required: true, example: () => '13800000000', field: 'phone' },
    { header: 'remark', required: false, example: () => '批量归还示例', field: 'remark' },
  ],
  requestSchema: BookDoorPickupBody,
  async resolve(cells, { lookups, today }) {
    const errors: ImportFieldError[] = [];
    const named = resolver(cells, errors);
    const pickupDate = cells.pickupDate ?? '';
    // The form's rule (and the service's): not before today in Asia/Shanghai.
    if (/^\d{4}-\d{2}-\d{2}$/.test(pickupDate) && pickupDate < today)
      errors.push({ field: IMPORT_HEADERS.pickupDate, message: IMPORT_LABELS.dateInThePast });
    const payload = {
      warehouseId: await named('returnWarehouse', lookups.ownWarehouse),
      trayTypeCode: await named('trayType', lookups.trayType),
      quantity: quantityOf(cells.returnQuantity ?? ''),
      pickupDate,
      contact: cells.contact ?? '',
      phone: cells.phone ?? '',
      ...optional({ remark: cells.remark ?? '' }),
    };
    return { payload, errors };
  },
  async create(deps, actor, request) {
    const created = await bookDoorPickup(deps, actor, request as typeof BookDoorPickupBody.static);
    return { id: created.id, documentNo: created.documentNo };
  },
};
