import { Type } from '@sinclair/typebox';
import type { ImportFieldError } from '../../../../src/contract/imports';
import { Strict } from '../../../http/route';
import { createTransfer, StockFields } from '../../stock';
import { IMPORT_HEADERS as H } from '../labels';
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
    { header: H.fromWarehouse, required: true, example: () => '乐橙嘉定中心仓', field: 'fromWarehouseId' },
    { header: H.toCompany, required: true, example: () => '广州白云物流有限公司', field: 'toCompanyId' },
    { header: H.trayType, required: true, example: () => '1210', field: 'trayTypeCode' },
    { header: H.quantity, required: true, example: () => '10', field: 'quantity' },
    { header: H.remark, required: false, example: () => '批量调拨示例', field: 'remark' },
  ],
  requestSchema: CreateTransferBody,
  async resolve(cells, { lookups }) {
    const errors: ImportFieldError[] = [];
    const named = resolver(cells, errors);
    const payload = {
      fromWarehouseId: await named(H.fromWarehouse, lookups.ownWarehouse),
      toCompanyId: await named(H.toCompany, lookups.transferTarget),
      trayTypeCode: await named(H.trayType, lookups.trayType),
      quantity: quantityOf(cells[H.quantity] ?? ''),
      ...optional({ remark: cells[H.remark] ?? '' }),
    };
    return { payload, errors };
  },
  async create(deps, actor, request) {
    const created = await createTransfer(deps, actor, request as typeof CreateTransferBody.static);
    return { id: created.id, documentNo: created.documentNo };
  },
};
