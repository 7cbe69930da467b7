import type { ImportFieldError } from '../../../../src/contract/imports';
import { createWaybill, CreateWaybillBody } from '../../transport';
import { optional, quantityOf, resolver, type ImportKindDefinition } from './kind';

/** 销售出库: a waybill to a downstream client's warehouse, waiting to leave (stock falls at departure). */
export const waybillImport: ImportKindDefinition = {
  kind: 'waybill',
  columns: [
    { header: 'fromWarehouse', required: true, example: () => '乐橙嘉定中心仓', field: 'fromWarehouseId' },
    { header: 'client', required: true, example: () => '成都蜀味餐饮供应链有限公司', field: 'toCompanyId' },
    { header: 'clientWarehouse', required: true, example: () => '蜀味双流配送中心', field: 'toWarehouseId' },
    { header: 'trayType', required: true, example: () => '1210', field: 'trayTypeCode' },
    { header: 'quantity', required: true, example: () => '10', field: 'quantity' },
    { header: 'plateNumber', required: true, example: () => '沪A12345', field: 'plateNumber' },
    { header: 'driverName', required: false, example: () => '王师傅', field: 'driverName' },
    { header: 'driverPhone', required: false, example: () => '13800000000', field: 'driverPhone' },
    { header: 'remark', required: false, example: () => '批量出库示例', field: 'remark' },
  ],
  requestSchema: CreateWaybillBody,
  async resolve(cells, { lookups }) {
    const errors: ImportFieldError[] = [];
    const named = resolver(cells, errors);
    const toCompanyId = await named('client', lookups.client);
    const payload = {
      fromWarehouseId: await named('fromWarehouse', lookups.ownWarehouse),
      toCompanyId,
      // A client's warehouse is known only once the client is.
      toWarehouseId: toCompanyId
        ? await named('clientWarehouse', (name) => lookups.clientWarehouse(toCompanyId, name))
        : '',
      trayTypeCode: await named('trayType', lookups.trayType),
      quantity: quantityOf(cells.quantity ?? ''),
      plateNumber: cells.plateNumber ?? '',
      ...optional({
        driverName: cells.driverName ?? '',
        driverPhone: cells.driverPhone ?? '',
        remark: cells.remark ?? '',
      }),
    };
    return { payload, errors };
  },
  async create(deps, actor, request) {
    const created = await createWaybill(deps, actor, request as typeof CreateWaybillBody.static);
    return { id: created.id, documentNo: created.documentNo };
  },
};
