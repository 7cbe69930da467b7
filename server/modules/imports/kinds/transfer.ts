import { Type } from '@sinclair/typebox';
import type { ImportFieldError } from '../../../../src/contract/imports';
import { Strict } from '../../../http/route';
import { createTransfer, StockFields } from '../../stock';
import { optional, quantityOf, resolver, type ImportKindDefinition } from './kind';

/**
 * The body of updateAllocationStockOut (调拨出库). Its route declares it inside the transfer folder, which
 * this module does not change: the same fields from the same StockFields rules.
 */
const CreateTransferBody = Strict({
  requestId: StockFields.requestId(),
  fromWarehouseId: StockFields.id(),
  toCompanyId: StockFields.id(),
  trayTypeCode: StockFields.trayTypeCode(),
  quantity: StockFields.quantity(),
  remark: Type.Optional(StockFields.text(200, '备注')),
});

/** 调拨出库: own stock to another platform customer (it signs for the pallets later). */
export const transferImport: ImportKindDefinition = {
  kind: 'transfer',
  columns: [
    { header: 'fromWarehouse', required: true, example: () => '乐橙嘉定中心仓', field: 'fromWarehouseId' },
    { header: 'toCompany', required: true, example: () => '广州白云物流有限公司', field: 'toCompanyId' },
    { header: 'trayType', required: true, example: () => '1210', field: 'trayTypeCode' },
    { header: 'quantity', required: true, example: () => '10', field: 'quantity' },
    { header: 'remark', required: false, example: () => '批量调拨示例', field: 'remark' },
  ],
  requestSchema: CreateTransferBody,
  async resolve(cells, { lookups }) {
    const errors: ImportFieldError[] = [];
    const named = resolver(cells, errors);
    const payload = {
      fromWarehouseId: await named('fromWarehouse', lookups.ownWarehouse),
      toCompanyId: await named('toCompany', lookups.transferTarget),
      trayTypeCode: await named('trayType', lookups.trayType),
      quantity: quantityOf(cells.quantity ?? ''),
      ...optional({ remark: cells.remark ?? '' }),
    };
    return { payload, errors };
  },
  async create(deps, actor, request) {
    const created = await createTransfer(deps, actor, request as typeof CreateTransferBody.static);
    return { id: created.id, documentNo: created.documentNo };
  },
};
